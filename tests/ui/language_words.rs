//! How each language writes what the page says: plurals and numbers, ordinals, times and dates,
//! a game told from the status line to the boxes, modes, files, races and streaks, the AI
//! drivers' names, what is said aloud, and a room, in French and German as in English.

use racetrack_page::ui::Msg;
use racetrack_page::ui::i18n::{Lang, Words};

use crate::harness::Page;
use crate::language::{FRENCH, GERMAN, worded};

#[test]
fn plurals_and_numbers_as_each_language_writes_them() {
    let english = Words::english();
    let french = Words::read(Lang::Fr, FRENCH).unwrap();
    let german = Words::read(Lang::De, GERMAN).unwrap();
    let loading = |w: &Words, n: usize| w.with("menu-loading-count", &[("count", n.into())]);
    // French counts 0 and 1 as one; English and German only 1.
    assert_eq!(loading(&english, 0), "Loading 0 levels…");
    assert_eq!(loading(&english, 1), "Loading 1 level…");
    assert_eq!(loading(&french, 0), "Chargement de 0 niveau…");
    assert_eq!(loading(&french, 1), "Chargement de 1 niveau…");
    assert_eq!(loading(&french, 2), "Chargement de 2 niveaux…");
    assert_eq!(loading(&german, 1), "1 Level wird geladen …");
    assert_eq!(loading(&german, 3), "3 Levels werden geladen …");
    // A tournament's seats: "1 joueurs" was shown on a new tournament's page.
    let seats = |w: &Words, n: usize| {
        w.with(
            "tournaments-seats",
            &[("count", n.into()), ("max", 20usize.into())],
        )
    };
    assert_eq!(seats(&french, 0), "0 joueur sur 20");
    assert_eq!(seats(&french, 1), "1 joueur sur 20");
    assert_eq!(seats(&french, 2), "2 joueurs sur 20");
    assert_eq!(seats(&english, 1), "1 of 20 players");
    assert_eq!(seats(&german, 1), "1 von 20 Spielern");
    // A tournament's name to start from reads right before a vowel ("Tournoi de Amélie" was
    // offered).
    let named = |w: &Words, player: &str| {
        w.with("tournament-form-default-name", &[("player", player.into())])
    };
    assert_eq!(named(&french, "Amélie"), "Tournoi · Amélie");
    assert_eq!(named(&german, "Amélie"), "Turnier von Amélie");
    // A track of one start point, where a game or a Grand Prix needs more.
    let starts = |w: &Words, n: usize| w.with("online-too-few-starts", &[("starts", n.into())]);
    assert_eq!(
        starts(&english, 1),
        "This track has 1 start point: a game on it has at most 1 seat."
    );
    assert_eq!(
        starts(&french, 1),
        "Ce circuit a 1 point de départ : une partie dessus a au plus 1 place."
    );
    assert_eq!(
        starts(&german, 3),
        "Diese Strecke hat 3 Startpunkte: Eine Partie darauf hat höchstens 3 Plätze."
    );
    let few = |w: &Words, n: usize| {
        w.with(
            "tournament-form-few-starts",
            &[
                ("name", "Loop".into()),
                ("starts", n.into()),
                ("needed", 6usize.into()),
            ],
        )
    };
    assert!(few(&english, 1).starts_with("“Loop” has 1 start point, and"));
    assert!(few(&french, 1).starts_with("« Loop » a 1 point de départ, et"));
    assert!(few(&german, 2).starts_with("„Loop“ hat 2 Startpunkte, und"));
    assert_eq!(english.number(1234.5, 1), "1,234.5");
    assert_eq!(french.number(1234.5, 1), "1\u{202f}234,5");
    assert_eq!(german.number(1234.5, 1), "1.234,5");
    assert_eq!(german.number(-1_234_567.0, 0), "-1.234.567");
    assert_eq!(english.number(999.0, 0), "999");
    // Numbers in messages too.
    let size = |w: &Words| {
        w.with(
            "card-size",
            &[("cols", 1200usize.into()), ("rows", 30usize.into())],
        )
    };
    assert_eq!(size(&english), "1,200 × 30");
    assert_eq!(size(&french), "1\u{202f}200 × 30");
    assert_eq!(size(&german), "1.200 × 30");
    // A note that names a button names it in the button's own words (a playtest read "Online
    // fahren" for the menu's "Online-Rennen").
    for w in [&english, &french, &german] {
        let note = w.get("tracks-player-first");
        assert!(
            note.contains(&format!("({})", w.get("menu-online"))),
            "{note}"
        );
    }
    // A verb agrees with its count (a playtest read "1 of 6 (slashed) crash").
    let warning = |w: &Words, doomed: usize| {
        w.with(
            "warning-some",
            &[("doomed", doomed.into()), ("options", 6usize.into())],
        )
    };
    assert_eq!(
        warning(&english, 1),
        "⚠ brake: 1 of 6 (slashed) crashes for certain"
    );
    assert_eq!(
        warning(&english, 2),
        "⚠ brake: 2 of 6 (slashed) crash for certain"
    );
    assert!(warning(&french, 1).ends_with("1 sur 6 (barrées) mène à coup sûr au crash"));
    assert!(warning(&french, 3).ends_with("3 sur 6 (barrées) mènent à coup sûr au crash"));
    assert!(warning(&german, 1).ends_with("1 von 6 (durchgestrichen) endet im Unfall"));
    assert!(warning(&german, 2).ends_with("2 von 6 (durchgestrichen) enden im Unfall"));
}

#[test]
fn a_game_is_told_in_french_and_german_from_the_status_line_to_the_boxes() {
    use crate::harness::{CRASH, STRAIGHT};
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.paste(STRAIGHT);
    let status = page.game().status;
    assert!(status.starts_with("Place la voiture\u{a0}: "), "{status}");
    page.keys(&["Enter", "6"]);
    let status = page.game().status;
    assert!(
        status.starts_with("Coups 1 · vitesse 1 → (1 à droite) · "),
        "{status}"
    );
    assert!(status.contains("règles strictes"), "{status}");
    page.key("6");
    let message = page.game().message.unwrap();
    assert!(
        message.text.starts_with("Arrivée en 2 coups. "),
        "{}",
        message.text
    );
    assert!(
        message.text.ends_with(" Course sans aide."),
        "{}",
        message.text
    );
    // The run is kept under the stand-in name until one is given: "Toi", not "You".
    let records = page.game().records;
    assert_eq!(records.first().map(|r| r.name.as_str()), Some("Toi"));
    // A crash, in German: the sentence and a line per reason, with the board's letters.
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    page.paste(CRASH);
    page.keys(&["Enter", "6", "6", "6"]);
    let message = page.game().message.unwrap();
    assert!(
        message.text.starts_with("Unfall mit Tempo "),
        "{}",
        message.text
    );
    assert!(
        message.text.contains("in oder hinter der Wand"),
        "{}",
        message.text
    );
    assert!(
        message
            .reasons
            .iter()
            .all(|r| r.contains(" Züge ") || r.contains(" Zug ")),
        "{:?}",
        message.reasons
    );
}

#[test]
fn german_names_karopapier_s_rules_in_one_compound_word() {
    // "Karopapier Regeln" is not German: the rule set's name joins "Regeln" with a hyphen,
    // while the other rule sets stay an adjective before it.
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    page.paste("XXXXXXXXXX\r\nXSOOOOOOOX\r\nXSOOOOOOOX\r\nXOOOOOOOFX\r\nXXXXXXXXXX\r\n");
    page.keys(&["Enter", "6"]);
    let status = page.game().status;
    assert!(status.ends_with(" · Karopapier-Regeln"), "{status}");
    page.send(Msg::SetRules(racetrack::Rules::Strict));
    page.keys(&["Enter", "6"]);
    let status = page.game().status;
    assert!(status.ends_with(" · strenge Regeln"), "{status}");
}

#[test]
fn a_mode_switched_mid_run_and_unnamed_players_are_worded_in_french_and_german() {
    use racetrack_page::ui::race_mode::RaceInput;
    for (lang, said) in [
        (
            Lang::Fr,
            "Fantôme\u{a0}: le plateau est effacé ; appuie sur Commencer.",
        ),
        (Lang::De, "Geist: Das Spielfeld ist geleert; drücke Start."),
    ] {
        let mut page = Page::start("");
        worded(&mut page, lang);
        page.paste(">.......*\n");
        page.keys(&["Enter", "6"]);
        page.send(Msg::Race(RaceInput::Mode("ghost".into())));
        assert!(page.trajectory().is_empty(), "the old run is gone");
        let status = page.game().status;
        assert!(status.contains(said), "{status}");
    }
    // Hot-seat players left unnamed are the panel's "Player n", in the reader's language.
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.paste(">....*\n>....*\n");
    page.send(Msg::Race(RaceInput::Mode("hotseat".into())));
    page.send(Msg::Race(RaceInput::Start));
    let names: Vec<String> = page
        .game()
        .race
        .standings
        .into_iter()
        .map(|r| r.name)
        .collect();
    assert_eq!(names, ["Joueur 1", "Joueur 2"]);
}

#[test]
fn ordinals_and_times_as_each_language_writes_them() {
    let english = Words::english();
    let french = Words::read(Lang::Fr, FRENCH).unwrap();
    let german = Words::read(Lang::De, GERMAN).unwrap();
    let place = |w: &Words, n: usize| {
        w.with(
            "room-result-place",
            &[("place", n.into()), ("cars", 13usize.into())],
        )
    };
    assert_eq!(place(&english, 1), "You finished 1st of 13");
    assert_eq!(place(&english, 2), "You finished 2nd of 13");
    assert_eq!(place(&english, 3), "You finished 3rd of 13");
    assert_eq!(place(&english, 11), "You finished 11th of 13");
    assert_eq!(place(&english, 12), "You finished 12th of 13");
    // The first place says no gender: a player may be a woman ("1re place", not "1er").
    assert_eq!(place(&french, 1), "Tu termines à la 1re place sur 13");
    assert_eq!(place(&french, 2), "Tu termines à la 2e place sur 13");
    assert_eq!(place(&german, 3), "Du bist auf Platz 3 von 13");
    let times = |w: &Words| {
        [10u64, 60, 300, 3600, 86_400, 3 * 86_400]
            .map(|s| racetrack_page::ui::online::move_time_words(w, s))
    };
    assert_eq!(
        times(&english),
        [
            "10 seconds",
            "1 minute",
            "5 minutes",
            "1 hour",
            "1 day",
            "3 days"
        ]
    );
    assert_eq!(
        times(&french),
        [
            "10 secondes",
            "1 minute",
            "5 minutes",
            "1 heure",
            "1 jour",
            "3 jours"
        ]
    );
    assert_eq!(
        times(&german),
        [
            "10 Sekunden",
            "1 Minute",
            "5 Minuten",
            "1 Stunde",
            "1 Tag",
            "3 Tage"
        ]
    );
}

#[test]
fn dates_are_written_as_each_language_writes_them() {
    let cases = [
        (Words::english(), "2026-11-28"),
        (Words::read(Lang::Fr, FRENCH).unwrap(), "28/11/2026"),
        (Words::read(Lang::De, GERMAN).unwrap(), "28.11.2026"),
    ];
    for (words, expected) in cases {
        assert_eq!(words.date("2026-11-28"), expected);
        assert_eq!(words.date("not a date"), "not a date");
    }
}

#[test]
fn files_races_and_streaks_are_worded_in_french_and_german() {
    use crate::race::{car, drive_car_1, race, setup};
    use racetrack::drivers::{Driver, Skill};
    use racetrack_page::ui::files::FilePurpose;
    use racetrack_page::ui::race_mode::RaceInput;
    // A records file that is not one, two files for one, a file too large (its size as German
    // writes numbers).
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.read_file(FilePurpose::Records, "bad.json", b"\xff\xfe");
    assert_eq!(
        page.view().notice.as_deref(),
        Some("bad.json\u{a0}: ce n’est pas un fichier de records (pas du texte UTF-8).")
    );
    page.choose(FilePurpose::Records, &[("a.json", 10.0), ("b.json", 10.0)]);
    assert_eq!(
        page.view().error.as_deref(),
        Some("Choisis un seul fichier.")
    );
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    page.choose(FilePurpose::Records, &[("huge.json", 1e9)]);
    assert_eq!(
        page.view().error.as_deref(),
        Some("huge.json: Eine Rekorddatei hat höchstens 1.048.576 Bytes.")
    );
    // The daily streak, one day and more.
    let french = Words::read(Lang::Fr, FRENCH).unwrap();
    let german = Words::read(Lang::De, GERMAN).unwrap();
    let streak = |w: &Words, days: u32| w.with("daily-streak-days", &[("days", days.into())]);
    assert_eq!(streak(&french, 1), "1 jour d’affilée");
    assert_eq!(streak(&french, 2), "2 jours d’affilée");
    assert_eq!(streak(&german, 1), "1 Tag in Folge");
    assert_eq!(streak(&german, 2), "2 Tage in Folge");
    // No undo in a race, in German.
    let mut page = Page::start("");
    worded(&mut page, Lang::De);
    page.paste(">....*\n>....*\n");
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Start);
    page.key("Backspace");
    let status = page.game().status;
    assert!(
        status.contains("Im Rennen kannst du keinen Zug zurücknehmen."),
        "{status}"
    );
    // A perfect AI held up by the player's car says so, in French.
    let mut page = Page::start("#/level/02-barto-small");
    worded(&mut page, Lang::Fr);
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Count("1".into()));
    race(
        &mut page,
        RaceInput::Level {
            car: 2,
            level: "perfect".into(),
        },
    );
    race(&mut page, RaceInput::Start);
    page.run_clock(200);
    let mut me = Driver::new(Skill::Perfect, 7);
    for _ in 0..400 {
        match car(&page) {
            None => break,
            Some(1) => drive_car_1(&mut page, &mut me),
            Some(_) => page.tick(200.0, 1.0),
        }
    }
    let lines = page.game().message.unwrap().reasons;
    let ai = lines.iter().find(|l| l.contains("IA ")).unwrap();
    assert!(
        ai.ends_with(", 11 coups (+1\u{a0}: 1 coup perdu à cause de l’autre voiture)"),
        "{ai}"
    );
}

#[test]
fn the_ai_drivers_are_named_in_the_page_s_language() {
    use racetrack_page::ui::race_mode::demo::record;
    let track: racetrack::track::Track = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/03-hairpin.txt"),
    )
    .unwrap()
    .parse()
    .unwrap();
    let names = |words: &Words| -> Vec<String> {
        let record = record(&track, racetrack::rules::Rules::Strict, 7, words).unwrap();
        record.cars.iter().map(|c| c.name.clone()).collect()
    };
    assert!(names(&Words::english()).contains(&"Perfect AI".to_owned()));
    let french = names(&Words::read(Lang::Fr, FRENCH).unwrap());
    assert!(french.contains(&"IA parfaite".to_owned()), "{french:?}");
    let german = names(&Words::read(Lang::De, GERMAN).unwrap());
    assert!(german.contains(&"Perfekte KI".to_owned()), "{german:?}");
}

#[test]
fn what_the_page_says_aloud_and_its_labels_are_french_when_the_page_is() {
    use crate::harness::STRAIGHT;
    use racetrack_page::ui::Control;
    let mut page = Page::start("");
    worded(&mut page, Lang::Fr);
    page.paste(STRAIGHT);
    let said = page.model.announcement().text.clone();
    assert!(said.contains(" est ouvert. "), "{said}");
    page.send(Msg::RulesChosen("soft".into()));
    let said = page.model.announcement().text.clone();
    assert!(said.starts_with("Règles souples. "), "{said}");
    page.keys(&["Enter", "6"]);
    page.control(Control::Undo);
    let said = page.model.announcement().text.clone();
    assert!(said.starts_with("Annulé. "), "{said}");
    page.control(Control::Retry);
    let said = page.model.announcement().text.clone();
    assert!(said.starts_with("On recommence. "), "{said}");
    // The online form's tracks: the levels and My tracks, in French.
    page.send(Msg::RouteChanged("#/online".into()));
    let tracks = page.view().online.unwrap().tracks;
    assert!(
        tracks
            .iter()
            .any(|(_, words)| words.starts_with("Mon circuit\u{a0}: ")),
        "{tracks:?}"
    );
    assert!(
        tracks
            .iter()
            .all(|(_, words)| !words.starts_with("Level") && !words.starts_with("My track")),
        "{tracks:?}"
    );
}

#[test]
fn a_room_in_french_names_the_level_in_french_and_agrees_its_verbs() {
    use crate::online::{game, in_room, signed_in};
    use racetrack_page::ui::online::LiveEvent;
    let mut page = signed_in();
    worded(&mut page, Lang::Fr);
    // A spectator's room (no seat): both cars to choose.
    let mut view = game(2, &[[1, 1]], &[[2, 1]], [false, false]);
    view["you"] = serde_json::Value::Null;
    view["title"] = serde_json::json!("Hairpin");
    in_room(&mut page, view);
    page.tick(16.0, 1.0);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(
        room.heading.starts_with("Épingle\u{a0}: "),
        "{}",
        room.heading
    );
    let bar = room.bar.unwrap();
    assert!(bar.ends_with("Ann et Bob doivent choisir"), "{bar}");
    // One car left: the verb is singular.
    let mut view = game(2, &[[1, 1]], &[[2, 1]], [true, false]);
    view["you"] = serde_json::Value::Null;
    in_room(&mut page, view);
    page.tick(16.0, 1.0);
    let bar = page.view().online.unwrap().room.unwrap().bar.unwrap();
    assert!(bar.ends_with("Bob doit choisir"), "{bar}");
    // Your own seat is connected as soon as your stream is open, whatever the view said.
    let mut page = signed_in();
    in_room(&mut page, game(2, &[[1, 1]], &[[2, 1]], [false, false]));
    let dot = |page: &Page| {
        page.view().online.unwrap().room.unwrap().seats[0]
            .connected
            .0
    };
    assert!(!dot(&page));
    page.send(Msg::Live(LiveEvent::Opened));
    assert!(dot(&page));
}
