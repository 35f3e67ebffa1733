from depot.cli import main

main()
