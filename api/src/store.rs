//! A game's state as a column of the server's store: text, read and bound through sqlx (the
//! `sqlx` feature).

use sqlx::any::{Any, AnyTypeInfo, AnyValueRef};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type};

use crate::GameState;

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
