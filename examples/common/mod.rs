//! What every example shares: the log flags, logging setup, and the exit
//! path. Errors print as a cause chain; a backtrace only with `-vv` (and
//! RUST_BACKTRACE=1, which makes one be captured).

use std::process::ExitCode;

/// `-v`/`-q`, flattened into each example's arguments.
#[derive(Debug, clap::Args)]
pub(crate) struct LogArgs {
    /// More log output on stderr: -v info, -vv debug, -vvv trace (RUST_LOG overrides).
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub(crate) verbose: u8,
    /// Only errors: no progress, no summary, no warnings.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub(crate) quiet: bool,
}

impl LogArgs {
    /// Sends `tracing` events to stderr at the level the flags ask for.
    pub(crate) fn init(&self) {
        let level = match (self.quiet, self.verbose) {
            (true, _) => "error",
            (false, 0) => "warn",
            (false, 1) => "info",
            (false, 2) => "debug",
            (false, _) => "trace",
        };
        let filter = tracing_subscriber::EnvFilter::try_from_default_env()
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level));
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .without_time()
            .init();
    }

    /// Exit codes: 0 done, 1 the run failed (the message says why), 2 bad
    /// arguments (clap's own), others as the example documents.
    pub(crate) fn finish(&self, result: anyhow::Result<ExitCode>) -> ExitCode {
        let error = match result {
            Ok(code) => return code,
            Err(error) => error,
        };
        eprintln!("error: {error}");
        for cause in error.chain().skip(1) {
            eprintln!("  caused by: {cause}");
        }
        if self.verbose >= 2 {
            let backtrace = error.backtrace();
            if backtrace.status() == std::backtrace::BacktraceStatus::Captured {
                eprintln!("{backtrace}");
            } else {
                eprintln!("(no backtrace captured; run with RUST_BACKTRACE=1 and -vv)");
            }
        }
        ExitCode::FAILURE
    }
}
