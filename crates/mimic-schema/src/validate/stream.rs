//! A candidate list checked as it streams past and not kept: each candidate
//! is read with its strings borrowed where they hold no escapes, handed to
//! [`CandidateRules`] and dropped; its metadata is only walked. For a reader
//! that copies the candidates' JSON instead of keeping their values (the
//! dataset builder), this costs about a quarter less than building them.
//!
//! [`Passing`] mirrors [`MimicCandidateV1`](crate::MimicCandidateV1)'s serde
//! shape, field for field and in its order (a struct also reads from a JSON
//! array), so it accepts exactly the JSON the record type accepts; the tests
//! hold the two to that. Anything it refuses, the caller reads again with
//! [`parse_record`](super::parse_record), whose answer is the one given.

use std::borrow::Cow;
use std::fmt;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::{CandidateFields, CandidateRules, MAX_TEXT_BYTES};
use crate::geometry::Bounds;
use crate::record::CandidateSource;

/// One candidate on its way past. The fields no rule reads are read for
/// their shape only.
#[derive(Deserialize)]
struct Passing<'a> {
    #[serde(borrow)]
    id: Cow<'a, str>,
    #[serde(rename = "source")]
    _source: CandidateSource,
    #[serde(default, borrow)]
    role: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    label: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    text: Option<Cow<'a, str>>,
    bounds: Bounds,
    #[serde(default, rename = "enabled")]
    _enabled: Option<bool>,
    #[serde(default, rename = "visible")]
    _visible: Option<bool>,
    #[serde(default, rename = "metadata")]
    _metadata: Option<PassingMetadata>,
}

/// A metadata object read as `serde_json::Map` reads one, its strings
/// checked against [`MAX_TEXT_BYTES`] (the metadata rule) and nothing kept.
struct PassingMetadata;

/// Any JSON value read as `serde_json::Value` reads one (numbers parsed, so
/// one out of range fails alike), nothing kept.
struct PassingValue;

/// The metadata rule, as a refusal; [`parse_record`](super::parse_record)
/// names the string.
fn check_string<E: de::Error>(value: &str) -> Result<(), E> {
    if value.len() > MAX_TEXT_BYTES {
        return Err(E::custom("a metadata string over the length limit"));
    }
    Ok(())
}

impl<'de> Deserialize<'de> for PassingMetadata {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(ValueVisitor)?;
        Ok(Self)
    }
}

impl<'de> Deserialize<'de> for PassingValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ValueVisitor)?;
        Ok(Self)
    }
}

/// Visits what `serde_json::Value`'s visitor accepts.
struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("any valid JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<(), E> {
        check_string(value)
    }

    fn visit_none<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<(), A::Error> {
        while items.next_element::<PassingValue>()?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut entries: A) -> Result<(), A::Error> {
        while entries.next_key::<Cow<'de, str>>()?.is_some() {
            entries.next_value::<PassingValue>()?;
        }
        Ok(())
    }
}

/// Reads a candidate list (`observation.candidates`), checking each
/// candidate in turn.
impl<'de> DeserializeSeed<'de> for &mut CandidateRules<'de> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for &mut CandidateRules<'de> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a sequence")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<(), A::Error> {
        while let Some(candidate) = items.next_element::<Passing<'de>>()? {
            let Passing {
                id,
                role,
                label,
                text,
                bounds,
                ..
            } = candidate;
            let fields = CandidateFields {
                role: role.as_deref(),
                label: label.as_deref(),
                text: text.as_deref(),
                bounds: &bounds,
                metadata: None,
            };
            self.check(id, fields);
        }
        Ok(())
    }
}
