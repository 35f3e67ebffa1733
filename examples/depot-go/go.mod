module errgen.example/depot

go 1.19
