//! The track collection on every store: a track published (and every refusal), the lists, the
//! search and the filters, votes (seen by a second instance), the picture and its tag, plays,
//! deletion, reports and the operator's hiding.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use racetrack_server::operator::{TracksCommand, tracks};
use serde_json::{Value, json};
use tower::ServiceExt;

use crate::common::Server;

/// A track `n` points long (distinct tracks for distinct `n`): optimum grows with `n`.
fn lane(n: usize) -> String {
    format!(
        "{}\n#>{}*#\n{}",
        "#".repeat(n + 4),
        ".".repeat(n),
        "#".repeat(n + 4)
    )
}

async fn publish(s: &Server, token: &str, name: &str, track: &str) -> (StatusCode, Value) {
    s.post(
        "/api/v1/tracks",
        token,
        json!({"name": name, "track": track, "rules": "strict"}),
    )
    .await
}

/// A request's status, headers and body bytes.
async fn raw(
    s: &Server,
    path: &str,
    header: Option<(&str, &str)>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let mut request = Request::builder().uri(path);
    if let Some((k, v)) = header {
        request = request.header(k, v);
    }
    let response = s
        .app
        .clone()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let (parts, body) = response.into_parts();
    let bytes = body.collect().await.unwrap().to_bytes().to_vec();
    (parts.status, parts.headers, bytes)
}

on_every_store!(
    a_track_is_published_once_and_every_bad_one_is_refused_in_words,
    a_track_is_published_once_and_every_bad_one_is_refused_in_words_on
);

async fn a_track_is_published_once_and_every_bad_one_is_refused_in_words_on(s: Server) {
    let ann = s.player("Ann").await;
    let (status, view) = s
        .post(
            "/api/v1/tracks",
            &ann,
            json!({"name": "  Côte  ", "description": "Line one\nline two", "track": lane(6)}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    assert_eq!(view["name"], "Côte");
    assert_eq!(view["author"], "Ann");
    assert_eq!(view["rules"], "strict");
    assert_eq!(view["description"], "Line one\nline two");
    assert_eq!(
        (view["rows"].as_i64(), view["cols"].as_i64()),
        (Some(3), Some(10))
    );
    assert_eq!(view["starts"], 1);
    assert_eq!(view["checkpoints"], 0);
    // 1 -> 2 -> 4 -> 7... the finish at column 7: +1, +1, +1 = 3 moves (the engine's optimum).
    let (outcome, _) = racetrack::search::solve(
        &lane(6).parse().unwrap(),
        racetrack::Rules::Strict,
        racetrack::Solver::Bfs,
    );
    assert_eq!(view["optimum"].as_u64(), outcome.moves().map(|m| m as u64));
    assert_eq!(view["rating"], Value::Null);
    assert_eq!(view["yours"], true);
    let id = view["id"].as_str().unwrap().to_owned();
    assert_eq!(id.len(), 10);

    // The same track again, under the same rules, by anyone: 409 naming it.
    let bob = s.player("Bob").await;
    let (status, again) = publish(&s, &bob, "Copy", &lane(6)).await;
    assert_eq!(
        (status, again["error"].as_str()),
        (StatusCode::CONFLICT, Some("duplicate"))
    );
    assert!(again["message"].as_str().unwrap().contains(&id), "{again}");
    // ...and by its id, for a program (the page links to it).
    assert_eq!(again["track"].as_str(), Some(id.as_str()), "{again}");
    // Under soft rules it is another track.
    let (status, _) = s
        .post(
            "/api/v1/tracks",
            &bob,
            json!({"name": "Soft côte", "track": lane(6), "rules": "soft"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);

    let walled = "#######\n#>.#.*#\n#######";
    for (body, status, code) in [
        (json!({"name": "ab", "track": lane(7)}), 422, "bad_name"),
        (
            json!({"name": "a\u{200b}bc", "track": lane(7)}),
            422,
            "bad_name",
        ),
        (
            json!({"name": "x".repeat(61), "track": lane(7)}),
            422,
            "bad_name",
        ),
        (
            json!({"name": "Fine", "description": "d".repeat(501), "track": lane(7)}),
            422,
            "bad_description",
        ),
        (json!({"name": "Fine", "track": "#>x*#"}), 422, "bad_track"),
        (
            json!({"name": "Fine", "track": lane(7), "rules": "loose"}),
            422,
            "bad_rules",
        ),
        (
            json!({"name": "Walled", "track": walled}),
            422,
            "unsolvable",
        ),
        (
            json!({"name": "Fine", "track": lane(7), "extra": 1}),
            400,
            "malformed",
        ),
    ] {
        let (got, answer) = s.post("/api/v1/tracks", &bob, body.clone()).await;
        assert_eq!(
            (got.as_u16(), answer["error"].as_str()),
            (status, Some(code)),
            "{body}: {answer}"
        );
    }
    let (_, bad) = s
        .post(
            "/api/v1/tracks",
            &bob,
            json!({"name": "Fine", "track": "#>x*#"}),
        )
        .await;
    assert!(
        bad["message"].as_str().unwrap().contains("column 3"),
        "{bad}"
    );
    // Without a token: 401.
    let (status, _) = s
        .call(
            "POST",
            "/api/v1/tracks",
            None,
            Some(json!({"name": "Fine", "track": lane(7)}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // Ten a day: the eleventh (Bob made one above) waits, with Retry-After.
    for n in 0..9 {
        let (status, body) = publish(&s, &bob, &format!("Lane {n}"), &lane(20 + n)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let request = Request::builder()
        .method("POST")
        .uri("/api/v1/tracks")
        .header("authorization", format!("Bearer {bob}"))
        .header("content-type", "application/json")
        .body(Body::from(
            json!({"name": "One more", "track": lane(40)}).to_string(),
        ))
        .unwrap();
    let response = s.app.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((86_000..=86_400).contains(&wait), "{wait}");
    let body: Value =
        serde_json::from_slice(&response.into_body().collect().await.unwrap().to_bytes()).unwrap();
    assert_eq!(body["error"], "too_many_tracks");
    // A day later Bob publishes again.
    s.state.clock.advance(86_400_001);
    let (status, _) = publish(&s, &bob, "One more", &lane(40)).await;
    assert_eq!(status, StatusCode::CREATED);
}

on_every_store!(
    the_lists_sort_search_and_filter_and_come_thirty_at_a_time,
    the_lists_sort_search_and_filter_and_come_thirty_at_a_time_on
);

async fn the_lists_sort_search_and_filter_and_come_thirty_at_a_time_on(s: Server) {
    let names = [
        "Grand Prix de Côte",
        "Monza",
        "Côté jardin",
        "Spa 100%",
        "Monaco",
    ];
    let authors = [s.player("Ann").await, s.player("Éva").await];
    let mut ids = Vec::new();
    for (i, name) in names.iter().enumerate() {
        s.state.clock.advance(1000);
        let (status, view) = publish(&s, &authors[i % 2], name, &lane(3 + i * 6)).await;
        assert_eq!(status, StatusCode::CREATED, "{view}");
        ids.push(view["id"].as_str().unwrap().to_owned());
    }
    let list = |query: &'static str| {
        let s = &s;
        async move {
            let (status, body) = s.get(&format!("/api/v1/tracks{query}"), None).await;
            assert_eq!(status, StatusCode::OK, "{query}: {body}");
            body["tracks"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t["name"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(
        list("?sort=new").await,
        [
            "Monaco",
            "Spa 100%",
            "Côté jardin",
            "Monza",
            "Grand Prix de Côte"
        ]
    );
    assert_eq!(list("?sort=short").await[0], "Grand Prix de Côte");
    assert_eq!(list("?sort=long").await[0], "Monaco");
    // Case and accents aside, each word the beginning of a word of the name.
    assert_eq!(
        sorted(list("?q=cote").await),
        ["Côté jardin", "Grand Prix de Côte"]
    );
    assert_eq!(
        sorted(list("?q=COTE").await),
        ["Côté jardin", "Grand Prix de Côte"]
    );
    assert_eq!(sorted(list("?q=MON").await), ["Monaco", "Monza"]);
    assert_eq!(list("?q=grand%20C%C3%94TE").await, ["Grand Prix de Côte"]);
    assert_eq!(
        list("?q=on").await,
        Vec::<String>::new(),
        "words begin where the name's do"
    );
    // LIKE's wildcards are searched as themselves.
    assert_eq!(list("?q=100%25").await, ["Spa 100%"]);
    assert_eq!(
        list("?q=%25").await.len(),
        5,
        "a query of no word matches all"
    );
    assert_eq!(
        sorted(list("?author=%C3%A9va&sort=new").await),
        ["Monza", "Spa 100%"]
    );
    assert_eq!(list("?author=nobody").await, Vec::<String>::new());
    assert_eq!(list("?starts=2").await, Vec::<String>::new());
    assert_eq!(list("?starts=1").await.len(), 5);
    assert_eq!(list("?checkpoints=true").await, Vec::<String>::new());
    let (status, view) = publish(&s, &authors[0], "Checkpoints", "#######\n#>.1.*#\n#######").await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    assert_eq!(view["checkpoints"], 1);
    assert_eq!(list("?checkpoints=true").await, ["Checkpoints"]);
    assert_eq!(list("?checkpoints=false").await.len(), 5);
    for bad in [
        "?sort=best",
        "?offset=-1",
        "?starts=x",
        "?what=1",
        "?checkpoints=maybe",
    ] {
        let (status, body) = s.get(&format!("/api/v1/tracks{bad}"), None).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some("malformed")),
            "{bad}"
        );
    }

    // By size, the longer side: small (at most 20 points), medium (21 to 50), large.
    assert_eq!(list("?size=small").await.len(), 4);
    assert_eq!(sorted(list("?size=medium").await), ["Monaco", "Spa 100%"]);
    assert_eq!(list("?size=large").await, Vec::<String>::new());
    let (status, _) = s.get("/api/v1/tracks?size=huge", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    // 30 at a time: 40 more tracks by more authors, over days.
    for n in 0..40 {
        if n % 10 == 0 {
            s.state.clock.advance(86_400_001);
        }
        let token = &authors[n % 2];
        let (status, body) = publish(&s, token, &format!("Filler {n}"), &lane(30 + n)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (_, first) = s.get("/api/v1/tracks?sort=new", None).await;
    assert_eq!(first["tracks"].as_array().unwrap().len(), 30);
    assert_eq!(first["more"], true);
    let (_, second) = s.get("/api/v1/tracks?sort=new&offset=30", None).await;
    assert_eq!(second["tracks"].as_array().unwrap().len(), 16);
    assert_eq!(second["more"], false);
    let newest = first["tracks"][0]["name"].as_str().unwrap();
    assert!(
        newest.starts_with("Filler 3"),
        "the last day's ten: {first}"
    );
}

fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort();
    names
}

on_every_store!(
    votes_pictures_plays_deletion_reports_and_hiding,
    votes_pictures_plays_deletion_reports_and_hiding_on
);

async fn votes_pictures_plays_deletion_reports_and_hiding_on(s: Server) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (_, one) = publish(&s, &ann, "One vote", &lane(5)).await;
    let (_, many) = publish(&s, &ann, "Many votes", &lane(6)).await;
    let (one, many) = (
        one["id"].as_str().unwrap().to_owned(),
        many["id"].as_str().unwrap().to_owned(),
    );
    let vote = |id: &str, token: &str, stars: Value| {
        let path = format!("/api/v1/tracks/{id}/vote");
        let (s, token) = (&s, token.to_owned());
        async move {
            s.call(
                "PUT",
                &path,
                Some(&token),
                Some(json!({"stars": stars}).to_string()),
            )
            .await
        }
    };
    // The author may not vote; stars are 1 to 5.
    let (status, body) = vote(&one, &ann, json!(5)).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("own_track"))
    );
    // Taking back a vote never given is no refusal (the fuzzer found a 403 here).
    let (status, _) = s
        .call(
            "DELETE",
            &format!("/api/v1/tracks/{one}/vote"),
            Some(&ann),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    for bad in [json!(0), json!(6)] {
        let (status, body) = vote(&one, &bob, bad).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("bad_stars"))
        );
    }
    // One vote per player, changeable.
    let (status, view) = vote(&one, &bob, json!(3)).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let (_, view) = vote(&one, &bob, json!(5)).await;
    assert_eq!(
        (
            view["votes"].as_i64(),
            view["rating"].as_f64(),
            view["your_vote"].as_i64()
        ),
        (Some(1), Some(5.0), Some(5))
    );
    // A second instance on the same database sees the same votes.
    let other = s.reopen().await;
    let (_, seen) = other
        .get(&format!("/api/v1/tracks/{one}"), Some(&bob))
        .await;
    assert_eq!(
        (seen["votes"].as_i64(), seen["your_vote"].as_i64()),
        (Some(1), Some(5))
    );
    let (_, seen) = other.get(&format!("/api/v1/tracks/{one}"), None).await;
    assert_eq!(seen["your_vote"], Value::Null);
    // Five votes of 4 beat one of 5 in `top`.
    for n in 0..5 {
        let voter = s.player(&format!("Voter {n}")).await;
        let (status, _) = vote(&many, &voter, json!(4)).await;
        assert_eq!(status, StatusCode::OK);
    }
    let (_, top) = other.get("/api/v1/tracks", None).await;
    assert_eq!(top["tracks"][0]["name"], "Many votes");
    assert_eq!(top["tracks"][0]["rating"], 4.0);
    // A vote taken back.
    let (status, view) = s
        .call(
            "DELETE",
            &format!("/api/v1/tracks/{one}/vote"),
            Some(&bob),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (
            view["votes"].as_i64(),
            view["rating"].clone(),
            view["your_vote"].clone()
        ),
        (Some(0), Value::Null, Value::Null)
    );

    // The picture: a PNG within 512 pixels, tagged, and 304 for its tag.
    let path = format!("/api/v1/tracks/{one}/image.png");
    let (status, headers, png) = raw(&s, &path, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/png");
    assert!(
        headers["cache-control"]
            .to_str()
            .unwrap()
            .contains("max-age=31536000")
    );
    let picture = racetrack::image::decode_png(&png).unwrap();
    assert!(picture.width <= 512 && picture.height <= 512 && picture.width > picture.height);
    let tag = headers["etag"].to_str().unwrap().to_owned();
    let (status, _, body) = raw(&s, &path, Some(("if-none-match", &tag))).await;
    assert_eq!((status, body.len()), (StatusCode::NOT_MODIFIED, 0));
    let (status, _, _) = raw(&s, &path, Some(("if-none-match", "\"other\""))).await;
    assert_eq!(status, StatusCode::OK);
    for bad in [
        "/api/v1/tracks/nope/image.png",
        "/api/v1/tracks/%00/image.png",
        "/api/v1/tracks/a%2Fb",
    ] {
        let (status, _, _) = raw(&s, bad, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{bad}");
    }

    // A finished run on the track is a play (the board is the track's).
    let (_, view) = s.get(&format!("/api/v1/tracks/{one}"), None).await;
    let run = racetrack::search::solve(
        &lane(5).parse().unwrap(),
        racetrack::Rules::Strict,
        racetrack::Solver::Bfs,
    )
    .0
    .trajectory()
    .unwrap()
    .iter()
    .map(|p| [p.row, p.col])
    .collect::<Vec<_>>();
    let (status, kept) = s
        .post(
            "/api/v1/runs",
            &bob,
            json!({"track": view["track"], "rules": "strict", "trajectory": run}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{kept}");
    assert_eq!(kept["board"], view["board"]);
    let (_, view) = s.get(&format!("/api/v1/tracks/{one}"), None).await;
    assert_eq!(view["plays"], 1);

    // Reports: once per player, with a reason; the operator lists them and hides the track.
    let report = |token: &str, reason: &str| {
        let (s, token, body) = (&s, token.to_owned(), json!({"reason": reason}));
        let path = format!("/api/v1/tracks/{one}/report");
        async move { s.post(&path, &token, body).await }
    };
    let (status, body) = report(&bob, "  ").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("bad_reason"))
    );
    let (status, _) = report(&bob, "Rude\tname").await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "a tab is a control character"
    );
    let (status, _) = report(&bob, "Its name is rude").await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = report(&bob, "Again").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("reported"))
    );
    let listed = tracks(&s.state.store, &TracksCommand::Reports)
        .await
        .unwrap();
    assert!(
        listed.contains(&one) && listed.contains("Its name is rude") && listed.contains("Bob"),
        "{listed}"
    );
    tracks(&s.state.store, &TracksCommand::Hide { id: one.clone() })
        .await
        .unwrap();
    assert!(
        tracks(&s.state.store, &TracksCommand::Hide { id: "nope".into() })
            .await
            .is_err()
    );
    let (status, _) = s.get(&format!("/api/v1/tracks/{one}"), Some(&bob)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "hidden from everyone else");
    let (status, view) = s.get(&format!("/api/v1/tracks/{one}"), Some(&ann)).await;
    assert_eq!(
        (status, view["hidden"].as_bool()),
        (StatusCode::OK, Some(true)),
        "but its author"
    );
    let (_, all) = s.get("/api/v1/tracks", None).await;
    assert_eq!(all["tracks"].as_array().unwrap().len(), 1);
    tracks(&s.state.store, &TracksCommand::Show { id: one.clone() })
        .await
        .unwrap();
    let (status, _) = s.get(&format!("/api/v1/tracks/{one}"), Some(&bob)).await;
    assert_eq!(status, StatusCode::OK);

    // Only the author deletes; a deleted track is gone, and may be published again.
    let (status, body) = s
        .call("DELETE", &format!("/api/v1/tracks/{one}"), Some(&bob), None)
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_author"))
    );
    let (status, _) = s
        .call("DELETE", &format!("/api/v1/tracks/{one}"), Some(&ann), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = s.get(&format!("/api/v1/tracks/{one}"), Some(&ann)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, all) = s.get("/api/v1/tracks", None).await;
    assert_eq!(all["tracks"].as_array().unwrap().len(), 1);
    let (status, again) = publish(&s, &bob, "One vote again", &lane(5)).await;
    assert_eq!(status, StatusCode::CREATED, "{again}");
    assert_ne!(again["id"].as_str(), Some(one.as_str()));
    assert_eq!(again["plays"], 0);
}
