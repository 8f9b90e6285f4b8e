//! A finished game's race record (`GET /api/v1/games/{id}/record`): the engine's record, in the
//! format `racetrack replay` and the page's viewer read (`docs/race-records.md`).

use racetrack::race::record::Record;
use serde::{Deserialize, Serialize};

/// A race record, as the engine writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RaceRecord(pub Record);

#[cfg(feature = "openapi")]
mod schema {
    use utoipa::PartialSchema;
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
    use utoipa::openapi::{RefOr, schema::SchemaType};

    use super::RaceRecord;
    use crate::Standing;

    fn typed(kind: Type, description: &str) -> ObjectBuilder {
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(kind))
            .description(Some(description))
    }

    fn list_of(item: impl Into<RefOr<Schema>>, description: &str) -> ArrayBuilder {
        ArrayBuilder::new()
            .items(item.into())
            .description(Some(description))
    }

    /// The record's top level as `docs/race-records.md` gives it; a round's answers and events
    /// are objects of the shapes that document lists.
    impl PartialSchema for RaceRecord {
        fn schema() -> RefOr<Schema> {
            let object = || ObjectBuilder::new().schema_type(SchemaType::Type(Type::Object));
            let car = object()
                .property("name", typed(Type::String, "The car's name"))
                .property(
                    "bot",
                    typed(
                        Type::String,
                        "Who drove it: a command, `builtin:SKILL` or `person`",
                    ),
                )
                .required("name")
                .required("bot");
            let round = object()
                .property("round", typed(Type::Integer, "Its number from 1"))
                .property("answers", list_of(object(), "Each car's answer"))
                .property("events", list_of(object(), "What happened, in order"))
                .required("round")
                .required("answers")
                .required("events");
            object()
                .description(Some(
                    "A race record (format `racetrack-race`): the track, the rules, the seed, \
                     the options, the cars, every round's answers and events, the standings",
                ))
                .property("format", typed(Type::String, "Always `racetrack-race`"))
                .property("version", typed(Type::Integer, "The format's version"))
                .property("track", typed(Type::String, "The track file's text"))
                .property("rules", typed(Type::String, "`strict` or `soft`"))
                .property(
                    "seed",
                    typed(Type::Integer, "The seed of the rounds' orders"),
                )
                .property("options", typed(Type::Object, "The race's options"))
                .property("cars", list_of(car, "The cars, car 1 first"))
                .property("rounds", list_of(round, "Every round, the first first"))
                .property(
                    "standings",
                    list_of(Standing::schema(), "The final standings, best first"),
                )
                .required("format")
                .required("version")
                .required("track")
                .required("rules")
                .required("seed")
                .required("options")
                .required("cars")
                .required("rounds")
                .required("standings")
                .into()
        }
    }

    impl utoipa::ToSchema for RaceRecord {}
}
