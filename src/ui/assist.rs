//! The help a run had, so that medals, records and world boards tell a clean run from an
//! assisted one: Undo and the coach's live counts belong to the run (Retry and a new run clear
//! them); the optimal line and a watched solver belong to the track (every later run on it,
//! until the track is opened again).

/// What helped the run on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assists {
    /// A move was taken back.
    pub undo: bool,
    /// A move was played with the coach's counts on screen.
    pub coach: bool,
    /// The optimal line was drawn on this track.
    pub line: bool,
    /// A solver was watched on this track.
    pub solver: bool,
}

impl Assists {
    /// Whether anything helped.
    pub fn any(self) -> bool {
        self.undo || self.coach || self.line || self.solver
    }

    /// A new run on the same track: the run's own help is gone, the track's stays.
    pub fn new_run(&mut self) {
        self.undo = false;
        self.coach = false;
    }

    /// The mark a person reads: "Clean run" or "Assisted run (Undo, the coach)".
    pub fn words(self, words: &crate::ui::i18n::Words) -> String {
        let helps: Vec<String> = [
            (self.undo, "help-undo"),
            (self.coach, "help-coach"),
            (self.line, "help-line"),
            (self.solver, "help-solver"),
        ]
        .into_iter()
        .filter(|&(used, _)| used)
        .map(|(_, id)| words.get(id))
        .collect();
        if helps.is_empty() {
            words.get("run-clean-words")
        } else {
            words.with("run-assisted-words", &[("helps", helps.join(", ").into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Assists;

    #[test]
    fn words_name_each_help_and_a_new_run_keeps_the_tracks() {
        let mut a = Assists::default();
        let english = crate::ui::i18n::Words::english();
        assert_eq!(a.words(&english), "Clean run");
        a.undo = true;
        a.line = true;
        assert_eq!(a.words(&english), "Assisted run (Undo, the optimal line)");
        a.new_run();
        assert!(a.any());
        assert_eq!(a.words(&english), "Assisted run (the optimal line)");
    }
}
