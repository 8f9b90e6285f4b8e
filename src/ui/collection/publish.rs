//! The editor's Publish: the draft sent to the track collection with a name, a description and
//! its rules, by the player made on this device; the server's refusal said in words, and the
//! published track's page opened on success. The form is the editor screen's own state.

use racetrack::Rules;
use serde_json::json;

use crate::ui::app::{App, Command};
use crate::ui::editor::Editing;
use crate::ui::msg::Effect;
use crate::ui::online::api::{self, ApiCall, Arrival, Method};
use crate::ui::route::Route;

/// The publish form, open over the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublishForm {
    /// The name to publish under (the draft's at first).
    pub name: String,
    /// What the author says of it.
    pub description: String,
    /// The rules it is played under.
    pub rules: Rules,
    /// What became of the last try: a refusal in words, or "Publishing…".
    pub note: Option<String>,
    /// The id of the published copy of this track, when the server refused a duplicate.
    pub existing: Option<String>,
}

/// What the player does with the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PublishInput {
    /// Opens the form.
    Open,
    /// The name typed.
    Name(String),
    /// The description typed.
    Description(String),
    /// The rules chosen (their name; another changes nothing).
    Rules(String),
    /// Sends it.
    Send,
    /// Closes the form unsent.
    Cancel,
}

/// The form as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublishView {
    /// The name field's text.
    pub name: String,
    /// The description's text.
    pub description: String,
    /// The rules' value.
    pub rules: &'static str,
    /// The note under the form.
    pub note: Option<String>,
    /// A link (its address and words) to what the form needs first: the online screen to make
    /// a player, or the published copy of this track when the server refused a duplicate.
    pub link: Option<(String, String)>,
    /// Whether Publish may be pressed (not without a player, nor again on a refused duplicate,
    /// nor while the server checks the track).
    pub send: bool,
    /// Whether the track is on its way to the server (which drives it to the finish first): the
    /// form shows it at work.
    pub busy: bool,
}

/// The player's input on the form.
pub(crate) fn input(e: &mut Editing, app: &mut App, input: PublishInput) -> Vec<Effect> {
    match input {
        PublishInput::Open => {
            e.publish = Some(PublishForm {
                name: e.name.trim().chars().take(60).collect(),
                description: String::new(),
                // The rules the draft is checked and driven under (a mapcode's, Karopapier's).
                rules: e.rules,
                note: app
                    .client
                    .identity
                    .is_none()
                    .then(|| app.words.get("tracks-player-first")),
                existing: None,
            });
            Vec::new()
        }
        PublishInput::Cancel => {
            e.publish = None;
            Vec::new()
        }
        PublishInput::Name(name) => {
            if let Some(f) = e.publish.as_mut() {
                f.name = name.chars().take(200).collect();
            }
            Vec::new()
        }
        PublishInput::Description(text) => {
            if let Some(f) = e.publish.as_mut() {
                f.description = text.chars().take(2000).collect();
            }
            Vec::new()
        }
        PublishInput::Rules(name) => {
            if let (Some(f), Ok(rules)) = (e.publish.as_mut(), name.parse()) {
                // Under other rules it is another track: the refusal no longer holds.
                if f.rules != rules {
                    f.existing = None;
                    f.note = None;
                }
                f.rules = rules;
            }
            Vec::new()
        }
        PublishInput::Send => send(e, app),
    }
}

fn send(e: &mut Editing, app: &mut App) -> Vec<Effect> {
    let track = e.editor.to_track();
    let Some(form) = e.publish.as_mut() else {
        return Vec::new();
    };
    form.existing = None;
    if app.client.identity.is_none() {
        form.note = Some(app.words.get("tracks-player-first"));
        return Vec::new();
    }
    let track = match track {
        Ok(track) => track,
        Err(why) => {
            form.note = Some(app.words.with(
                "publish-not-a-track",
                &[(
                    "why",
                    crate::ui::engine_words::parse_error(&app.words, &why).into(),
                )],
            ));
            return Vec::new();
        }
    };
    if api::in_flight(app, &ApiCall::Publish) {
        return Vec::new();
    }
    form.note = Some(app.words.get("publish-sending"));
    let body = json!({
        "name": form.name,
        "description": form.description,
        "track": track.to_string(),
        "rules": form.rules.name(),
    });
    vec![api::request(
        app,
        ApiCall::Publish,
        Method::Post,
        "/tracks",
        Some(body),
    )]
}

/// The server's answer: the track's page on success, else the refusal on the form.
pub(crate) fn answered(
    e: &mut Option<Editing>,
    app: &mut App,
    status: u16,
    body: &str,
) -> Vec<Effect> {
    let value = match api::arrival(app, &ApiCall::Publish, status, body) {
        Arrival::Body(value) => value,
        _ => {
            let why = app.words.get("tracks-no-server");
            if let Some(f) = e.as_mut().and_then(|e| e.publish.as_mut()) {
                f.note = Some(why);
            }
            return Vec::new();
        }
    };
    if !api::ok(status) {
        let existing = api::refused(&value).and_then(|r| r.track);
        // A duplicate names its copy by a link, not by the id in the server's words.
        let why = match existing {
            Some(_) => app.words.get("refusal-duplicate"),
            None => api::refusal(&app.words, status, &value),
        };
        if let Some(f) = e.as_mut().and_then(|e| e.publish.as_mut()) {
            f.note = Some(why);
            f.existing = existing;
        }
        return Vec::new();
    }
    let Some(shown) = api::decoded::<racetrack_api::TrackView>(&value) else {
        return Vec::new();
    };
    if let Some(e) = e.as_mut() {
        e.publish = None;
        e.note = Some(
            app.words
                .with("publish-done", &[("name", (&shown.summary.name).into())]),
        );
    }
    app.command(Command::Go(Route::Tracks(Some(shown.summary.id))))
}

/// The form's view, while it is open.
pub fn view(e: &Editing, app: &App) -> Option<PublishView> {
    let f = e.publish.as_ref()?;
    let w = &app.words;
    let player = app.client.identity.is_some();
    let busy = api::in_flight(app, &ApiCall::Publish);
    Some(PublishView {
        name: f.name.clone(),
        description: f.description.clone(),
        rules: f.rules.name(),
        note: f.note.clone(),
        link: crate::ui::online::player_link(app).or_else(|| {
            let id = f.existing.as_ref()?;
            let href = Route::Tracks(Some(id.clone())).to_string();
            Some((href, w.get("publish-open-existing")))
        }),
        send: player && f.existing.is_none() && !busy,
        busy,
    })
}
