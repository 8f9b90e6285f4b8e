//! A game's state, as its row stores it (the `state` column, text) and as the API names it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sqlx::any::{Any, AnyTypeInfo, AnyValueRef};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type};

/// Where a game stands.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum GameState {
    /// Made, waiting for its seats to fill (where every game begins).
    #[default]
    Open,
    /// Every seat taken: rounds are being played.
    Running,
    /// Finished: the standings are final.
    Over,
}

impl GameState {
    /// Every state, in the order a game goes through them.
    pub const ALL: [GameState; 3] = [GameState::Open, GameState::Running, GameState::Over];

    /// Its name in the API and the store: `open`, `running` or `over`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameState::Open => "open",
            GameState::Running => "running",
            GameState::Over => "over",
        }
    }
}

impl fmt::Display for GameState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no game state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is no game state (open, running or over)")]
pub struct UnknownState(pub String);

impl FromStr for GameState {
    type Err = UnknownState;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        GameState::ALL
            .into_iter()
            .find(|s| s.as_str() == name)
            .ok_or_else(|| UnknownState(name.to_owned()))
    }
}

impl Type<Any> for GameState {
    fn type_info() -> AnyTypeInfo {
        <String as Type<Any>>::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        <String as Type<Any>>::compatible(ty)
    }
}

impl<'q> Encode<'q, Any> for GameState {
    fn encode_by_ref(
        &self,
        buf: &mut <Any as sqlx::Database>::ArgumentBuffer<'q>,
    ) -> Result<IsNull, BoxDynError> {
        <&'q str as Encode<'q, Any>>::encode(self.as_str(), buf)
    }
}

impl<'r> Decode<'r, Any> for GameState {
    fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
        let name = <&'r str as Decode<'r, Any>>::decode(value)?;
        Ok(name.parse()?)
    }
}
