//! `cargo xtask`'s entry point. Cargo builds it as a test target of the workspace (without the
//! test harness; see `.cargo/config.toml`), so that it shares the test build's dependencies.

fn main() -> std::process::ExitCode {
    xtask::main()
}
