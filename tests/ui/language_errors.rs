//! Why something is refused or does not read, in the reader's language: the server's refusals
//! by their code, the failure box's own words, a track or a draft that does not read, a link
//! that does not open.

use racetrack_page::ui::Msg;
use racetrack_page::ui::i18n::{Lang, Words};

use crate::harness::Page;
use crate::language::worded;

#[test]
fn a_refusal_is_worded_from_its_code_in_the_readers_language() {
    use crate::online::answer;
    use racetrack_page::ui::online::ApiCall;
    use serde_json::json;
    let refusal = json!({"error": "unavailable", "message": "The database did not answer."});
    // English: the server's own words, which name what was refused.
    let mut page = Page::start("#/online");
    answer(&mut page, ApiCall::Lobby, 503, refusal.clone());
    assert_eq!(
        page.view().online.unwrap().note.as_deref(),
        Some("The database did not answer.")
    );
    // French and German: the words of its code.
    for (lang, words) in [
        (
            Lang::Fr,
            "Le serveur ne peut pas répondre maintenant\u{a0}: réessaie dans un instant.",
        ),
        (
            Lang::De,
            "Der Server kann gerade nicht antworten: Versuch es gleich noch einmal.",
        ),
    ] {
        let mut page = Page::start("#/online");
        worded(&mut page, lang);
        answer(&mut page, ApiCall::Lobby, 503, refusal.clone());
        assert_eq!(page.view().online.unwrap().note.as_deref(), Some(words));
    }
}

#[test]
fn the_failure_boxs_english_words_are_the_catalogs() {
    // The panic hook falls back on these when the page was never worded; the catalog words
    // them for the language shown.
    use racetrack_page::ui::text::{CRASH_WORDS, LOAD_FAILED_WORDS, LOADING_PART_WORDS};
    let english = Words::english();
    assert_eq!(english.get("failure-crash-title"), CRASH_WORDS.title);
    assert_eq!(english.get("failure-crash-words"), CRASH_WORDS.words);
    assert_eq!(english.get("failure-reload"), CRASH_WORDS.reload);
    assert_eq!(english.get("failure-load-title"), LOAD_FAILED_WORDS.title);
    assert_eq!(english.get("failure-load-words"), LOAD_FAILED_WORDS.words);
    assert_eq!(english.get("failure-reload"), LOAD_FAILED_WORDS.reload);
    assert_eq!(english.get("failure-loading-part"), LOADING_PART_WORDS);
}

#[test]
fn a_track_that_does_not_read_and_a_draft_s_problems_are_worded_in_the_reader_s_language() {
    use racetrack_page::ui::editor::EditorInput;
    // A new draft in German: what keeps it from being a track, in German.
    let mut page = Page::start("#/edit");
    worded(&mut page, Lang::De);
    page.editor(EditorInput::New {
        rows: "5".into(),
        cols: "6".into(),
    });
    let status = page.editor_view().status;
    assert_eq!(
        status,
        "Noch keine Strecke. Kein Start: Male mindestens einen Startpunkt. Kein Ziel: Male \
         mindestens einen Zielpunkt."
    );
    // Tidy up says so in German too.
    page.editor(EditorInput::Paste(
        "######\n######\n#>..*#\n######\n######\n".into(),
    ));
    page.editor(EditorInput::Tidy);
    assert_eq!(
        page.editor_view().note.as_deref(),
        Some("Aufgeräumt: 2 Zeilen und 0 Spalten entfernt, 0 unbenutzbare Punkte zugemauert.")
    );
    // A paste that does not read, in French: the name, the French colon, the line and column.
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.send(Msg::OpenPasted("#>x*#\n".into()));
    assert_eq!(
        page.view().error.as_deref(),
        Some(
            "Circuit collé\u{a0}: ligne 1, colonne 3\u{a0}: caractère inconnu «\u{a0}x\u{a0}» \
             (attendu\u{a0}: . # > * ~\u{a0}: ^, un point de contrôle de 1 à 9 ou les lettres \
             d’un mapcode de Karopapier)"
        )
    );
    page.send(Msg::OpenPasted("   \n".into()));
    assert_eq!(
        page.view().error.as_deref(),
        Some("Circuit collé\u{a0}: le circuit est vide")
    );
}

#[test]
fn a_link_that_does_not_read_is_worded_in_the_reader_s_language() {
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.send(Msg::RouteChanged("#v1.strict.@@@".into()));
    assert_eq!(
        page.view().error.as_deref(),
        Some(
            "Ce lien ne peut pas être ouvert\u{a0}: la section circuit du lien n’est pas du \
             base64url valable."
        )
    );
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    page.send(Msg::RouteChanged("#v1.nasty.AAAA".into()));
    let error = page.view().error.unwrap();
    assert!(
        error.ends_with(
            ": unbekannte Regeln „nasty“ im Link (erwartet: strict, soft oder karopapier)."
        ),
        "{error}"
    );
}

#[test]
fn a_race_record_saved_records_and_a_race_refusal_are_worded_in_the_reader_s_language() {
    use crate::race::{car, race, setup};
    use racetrack_page::ui::files::FilePurpose;
    use racetrack_page::ui::race_mode::RaceInput;
    // A file that is not a race record, in French; a record of an unknown version, in German.
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.read_file(FilePurpose::Replay, "x.json", b"[1, 2");
    assert_eq!(
        page.view().error.as_deref(),
        Some("x.json\u{a0}: ce n’est pas un enregistrement de course")
    );
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    let mut old = crate::replay::recorded("02-barto-small", 3);
    old.version = 99;
    let old = racetrack::race::record::to_json(&old);
    page.read_file(FilePurpose::Replay, "alt.json", old.as_bytes());
    let error = page.view().error.unwrap();
    assert!(
        error.starts_with("alt.json: diese Rennaufzeichnung hat ein Format oder eine Version, ")
            && error.contains("(„racetrack-race“ Version 99; diese Seite liest Version 1)"),
        "{error}"
    );
    // A record on rules this page does not know, in French.
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    let mut nasty = crate::replay::recorded("02-barto-small", 3);
    nasty.rules = "nasty".into();
    let nasty = racetrack::race::record::to_json(&nasty);
    page.read_file(FilePurpose::Replay, "n.json", nasty.as_bytes());
    assert_eq!(
        page.view().error.as_deref(),
        Some("n.json\u{a0}: les règles de l’enregistrement, «\u{a0}nasty\u{a0}», sont inconnues")
    );
    // A records file with a table under a key that is not one, in German.
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    page.read_file(
        FilePurpose::Records,
        "r.json",
        br#"{"version": 1, "tables": {"zz": []}}"#,
    );
    let notice = page.view().notice.unwrap();
    assert!(
        notice.contains("„zz“ ist kein Tabellenschlüssel (16 kleine Hexadezimalziffern)"),
        "{notice}"
    );
    // Two hot-seat players of one name, in French.
    let mut page = Page::start("#/level/02-barto-small");
    worded(&mut page, Lang::Fr);
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Count("2".into()));
    for player in [1, 2] {
        let name = "Ann".into();
        race(&mut page, RaceInput::Name { player, name });
    }
    race(&mut page, RaceInput::Start);
    assert_eq!(car(&page), None, "no race runs");
    let status = page.game().status;
    assert!(
        status.contains(
            "deux voitures s’appellent «\u{a0}Ann\u{a0}»\u{a0}: chaque voiture a besoin de son \
             propre nom"
        ),
        "{status}"
    );
}

#[test]
fn a_refused_copy_says_why_in_the_reader_s_language() {
    use racetrack_page::ui::Control;
    use racetrack_page::ui::msg::{Copier, CopyRefusal};
    for (lang, refusal, words) in [
        (
            Lang::De,
            CopyRefusal::NotAllowed,
            "Nicht kopiert (der Browser hat es nicht erlaubt): Kopiere den markierten Link von Hand",
        ),
        (
            Lang::Fr,
            CopyRefusal::NoClipboard,
            "Pas copié (ce navigateur ne donne pas de presse-papiers à cette page)\u{a0}: copie le \
             lien sélectionné à la main",
        ),
    ] {
        let mut page = Page::start("");
        worded(&mut page, lang);
        page.paste(">..*\n");
        page.control(Control::Share);
        page.send(Msg::Copied {
            by: Copier::Game,
            result: Err(refusal),
        });
        assert_eq!(page.game().share_status.as_deref(), Some(words));
    }
}

#[test]
fn a_refused_key_names_its_direction_and_an_ai_race_names_the_player_in_the_reader_s_language() {
    use crate::race::{race, setup};
    use racetrack_page::ui::race_mode::RaceInput;
    // The crash warning's key, in French: the playtest read "Touche 6 (right)".
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.paste(">....*\n");
    page.key("Enter");
    page.key("8"); // up: off the track
    let status = page.game().status;
    assert!(status.contains("Touche 8 (haut)"), "{status}");
    // Against the AI with no name given: the player is "Du", not "You".
    let mut page = Page::start("#/level/02-barto-small");
    worded(&mut page, Lang::De);
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Start);
    let status = page.game().status;
    assert!(status.contains("Du (Auto 1)"), "{status}");
    assert!(!status.contains("You"), "{status}");
}

#[test]
fn the_round_log_and_the_rematch_read_for_any_player_in_french_and_german() {
    // The playtest: "Élodie est allé", "Élodie389 hat sein Auto gesetzt" (a player's gender is
    // not known), and the rematch's button label pasted in as the end of a sentence.
    let french = Words::read(Lang::Fr, include_str!("../../www/i18n/fr.ftl")).unwrap();
    let german = Words::read(Lang::De, include_str!("../../www/i18n/de.ftl")).unwrap();
    let them = |at: &str| {
        [
            ("you", "no".into()),
            ("name", "Élodie".into()),
            ("at", at.to_owned().into()),
        ]
    };
    assert_eq!(
        french.with(
            "log-moved",
            &[
                ("you", "no".into()),
                ("name", "Élodie".into()),
                ("velocity", "vitesse 2 → (2 à droite)".into()),
            ]
        ),
        "Élodie a roulé à vitesse 2 → (2 à droite)"
    );
    assert_eq!(
        german.with("log-placed", &them("Startpunkt 2 von 3")),
        "Élodie hat das Auto auf Startpunkt 2 von 3 gesetzt"
    );
    let over = |w: &Words| {
        w.with(
            "room-over-rematch",
            &[("result", "X".into()), ("rating", "".into())],
        )
    };
    assert_eq!(
        over(&german),
        "X. Eine Revanche wartet auf dich: Drück auf „Bei der Revanche mitfahren“."
    );
    assert!(over(&french).ends_with("appuie sur «\u{a0}Rejoindre la revanche\u{a0}»."));
}
