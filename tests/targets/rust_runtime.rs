//! The runtime half of the cross-language program of tests/targets/test_rust.py: the modes that
//! render errors for people, make usage errors, read warnings back, serialize with serde and
//! run a main, for one catalogue's module (a macro over the module and its error type).

/// serde_json's formatter writing json.dumps's bytes: ", " and ": " between items, every
/// character outside printable ASCII as a \u escape, a float as Python's repr.
#[cfg(feature = "serde")]
pub struct Dumps;

#[cfg(feature = "serde")]
impl serde_json::ser::Formatter for Dumps {
    fn begin_array_value<W>(&mut self, w: &mut W, first: bool) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        w.write_all(if first { b"" } else { b", " })
    }

    fn begin_object_key<W>(&mut self, w: &mut W, first: bool) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        w.write_all(if first { b"" } else { b", " })
    }

    fn begin_object_value<W>(&mut self, w: &mut W) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        w.write_all(b": ")
    }

    fn write_f64<W>(&mut self, w: &mut W, value: f64) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        w.write_all(guide::py_float(value).as_bytes())
    }

    fn write_string_fragment<W>(&mut self, w: &mut W, fragment: &str) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        for c in fragment.chars() {
            if (' '..='~').contains(&c) {
                w.write_all(c.encode_utf8(&mut [0; 4]).as_bytes())?;
            } else {
                for unit in c.encode_utf16(&mut [0; 2]) {
                    write!(w, "\\u{unit:04x}")?;
                }
            }
        }
        Ok(())
    }
}

/// `value` as serde_json writes it with the Dumps formatter.
#[cfg(feature = "serde")]
pub fn dumps<T: serde::Serialize>(value: &T) -> String {
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, Dumps);
    value.serialize(&mut serializer).expect("serializable");
    String::from_utf8(out).expect("ASCII")
}

/// The modes of one catalogue's module: `$name::mode(mode, errors, instances, texts, lines)`
/// is None for a mode that is not one of them, else the exit code.
#[macro_export]
macro_rules! runtime_modes {
    ($name:ident, $m:ident, $base:ident) => {
        mod $name {
            use std::process::ExitCode;

            use $m::{render, run, run_with, usage_error, Answer, Envelope, Json, Options, Outcome};
            use $m::$base;

            const MS: i64 = 7;

            fn warnings(errors: &[$base], data: Json) -> Envelope {
                let warnings = errors.iter().map(|w| w.to_warning()).collect();
                let envelope = Envelope { ok: true, data, warnings, ..Envelope::default() };
                envelope.with_duration(MS)
            }

            #[derive(Debug)]
            struct Wrapper($base);

            impl std::fmt::Display for Wrapper {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str("while wrapping")
                }
            }

            impl std::error::Error for Wrapper {
                fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                    Some(&self.0)
                }
            }

            pub fn mode(
                mode: &str,
                errors: &[$base],
                instances: &[&str],
                texts: &[&str],
                lines: &[String],
            ) -> Option<ExitCode> {
                let _ = instances;
                match mode {
                    "render" => {
                        for e in errors {
                            print!("{}{}", render(e, false), render(e, true));
                        }
                    }
                    "usage" => {
                        for text in texts {
                            let e = usage_error(text, text);
                            println!("{}", e.to_envelope().with_duration(MS).encode());
                            print!("{}{}", e.usage(), render(&e, false));
                        }
                    }
                    "warnings" => {
                        for line in lines {
                            let read = $base::warnings_from_envelope(line).expect("an envelope");
                            println!("{}", warnings(&read, Json::Null).encode());
                        }
                    }
                    #[cfg(feature = "serde")]
                    "serde" => {
                        let data = Json::Array(texts.iter().map(|t| Json::from(*t)).collect());
                        for e in errors {
                            println!("{}", $crate::runtime::dumps(&e.to_envelope().with_duration(MS)));
                        }
                        for (e, instance) in errors.iter().zip(instances) {
                            println!("{}", $crate::runtime::dumps(&e.to_problem(instance)));
                        }
                        for e in errors {
                            let envelope = warnings(std::slice::from_ref(e), data.clone());
                            println!("{}\t{}", envelope.encode(), $crate::runtime::dumps(&envelope));
                        }
                    }
                    #[cfg(feature = "clap")]
                    "clap" => {
                        let command = clap::Command::new("tool")
                            .subcommand_required(true)
                            .subcommand(clap::Command::new("get").arg(clap::Arg::new("key").required(true)))
                            .subcommand(clap::Command::new("put").arg(clap::Arg::new("key").required(true)));
                        for line in lines {
                            let args = std::iter::once("tool").chain(line.split(' ').filter(|a| !a.is_empty()));
                            let parsed = command.clone().try_get_matches_from(args);
                            let e = parsed.map_err($m::clap_usage_error).expect_err("a usage error");
                            println!("{}", e.to_envelope().with_duration(MS).encode());
                            print!("{}{}", e.usage(), render(&e, false));
                        }
                    }
                    #[cfg(feature = "clap")]
                    "clap-help" => {
                        let command = clap::Command::new("tool").subcommand(clap::Command::new("get"));
                        let _ = command.try_get_matches_from(["tool", "--help"]).map_err($m::clap_usage_error);
                        return Some(ExitCode::from(99)); // not reached: clap's --help exits 0
                    }
                    "run-data" => return Some(run(|| -> Outcome { Ok(Json::from("d")) })),
                    "run-error" => return Some(run(|| -> Outcome { Err(errors[0].clone().into()) })),
                    "run-chain" => return Some(run(|| -> Outcome { Err(Wrapper(errors[0].clone()).into()) })),
                    "run-other" => return Some(run(|| -> Outcome { Err("not of the catalogue".into()) })),
                    "run-panic" => return Some(run(|| -> Outcome { panic!("\x1b]0;evil\x07") })),
                    "run-usage" => return Some(run(|| -> Outcome { Err(usage_error("no", "Usage: tool\tX\n").into()) })),
                    "run-quiet" => {
                        let quiet = Options { quiet: true, ..Options::default() };
                        return Some(run_with(|| -> Outcome { Err(usage_error("no", "Usage: tool").into()) }, quiet));
                    }
                    "run-answer" => {
                        let answer = Answer::from(Json::from("d")).with_warning(errors[0].clone());
                        return Some(run(|| Ok::<_, Box<dyn std::error::Error>>(answer)));
                    }
                    "run-bad-exit" => {
                        let answer = Answer::from(Json::Null).with_exit(3);
                        return Some(run(|| Ok::<_, Box<dyn std::error::Error>>(answer)));
                    }
                    _ => return None,
                }
                Some(ExitCode::SUCCESS)
            }
        }
    };
}
