//! The operator's commands on the running server's database (`racetrack-server tracks ...`):
//! hide a published track (it then answers 404 to everyone but its author), show it again, and
//! list the players' reports.

use std::fmt::Write;

use crate::store::Store;

/// `racetrack-server tracks COMMAND`.
#[derive(Clone, Debug, PartialEq, Eq, clap::Subcommand)]
pub enum TracksCommand {
    /// Hides track ID from the lists, the search and its page (its author still sees it).
    Hide {
        /// The track's id.
        id: String,
    },
    /// Shows track ID again.
    Show {
        /// The track's id.
        id: String,
    },
    /// Lists the reports of the tracks not deleted, the newest first.
    Reports,
}

/// Runs `command` on `store`: what to print, or why it failed.
pub async fn tracks(store: &Store, command: &TracksCommand) -> Result<String, String> {
    let failed = |e: sqlx::Error| format!("the database: {e}");
    match command {
        TracksCommand::Hide { id } | TracksCommand::Show { id } => {
            let hide = matches!(command, TracksCommand::Hide { .. });
            if !store.hide_track(id, hide).await.map_err(failed)? {
                return Err(format!("there is no track {id:?}"));
            }
            Ok(format!(
                "track {id} is {}\n",
                if hide { "hidden" } else { "shown" }
            ))
        }
        TracksCommand::Reports => {
            let reports = store.track_reports().await.map_err(failed)?;
            let mut out = String::new();
            if reports.is_empty() {
                out.push_str("no reports\n");
            }
            for r in reports {
                // One line a report: tabs apart, the reason's own line breaks shown as `\n`.
                let _ = writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}\t{}",
                    r.at_ms,
                    r.track,
                    if r.hidden { "hidden" } else { "shown" },
                    r.name.replace(['\t', '\n'], " "),
                    r.player.replace(['\t', '\n'], " "),
                    r.reason.replace('\t', " ").replace('\n', "\\n"),
                );
            }
            Ok(out)
        }
    }
}
