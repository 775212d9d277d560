//! What the typed parse of a trace line reports besides the record: how
//! many fields it ignored, and where the line holds the candidates and the
//! previous actions.
//!
//! **Ignored fields.** `serde_ignored` (which mimic-schema's `parse_record`
//! uses) reports each ignored field with its path, and to know the path it
//! copies every key of the line into a `String`; on a record with hundreds
//! of candidates that is most of the cost of strict reading. A valid line
//! only needs the count, so the fast road of [`crate::records`] counts here
//! and leaves paths to `parse_record`, which reads every line that has a
//! problem. Counted exactly where `serde_ignored` reports: each value
//! deserialized as `IgnoredAny` (what derived structs do with a field they
//! do not know), at any depth.
//!
//! **The recorded arrays.** An example copies `observation.candidates` and
//! `previousActions` from the line instead of serializing them again: they
//! are nearly all of a line, and serializing them cost the build as much
//! CPU as parsing them (`docs/dataset.md`, "The JSONL build"). The parse
//! knows where they are without a second scan: a string without escapes is
//! handed to the visitor as a slice of the line itself, so its address is
//! its place. The walk notes where each array's key ends and the last such
//! string inside it; [`Located::arrays`] then reads only the few bytes from
//! there to the closing bracket.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::ops::Range;

use mimic_schema::CandidateRules;
use serde::Deserialize;
use serde::de::value::SeqDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, Visitor};

/// What a walk of one line found.
#[derive(Debug)]
pub(crate) struct Walk<'a> {
    /// Addresses of the line's bytes.
    line: Range<usize>,
    ignored: Cell<usize>,
    /// Maps and sequences open in the typed parse.
    depth: Cell<u32>,
    /// The last string visited, as a key.
    key: Cell<Key>,
    /// Where in the line the last string visited ends, when it is a slice of it.
    key_end: Cell<usize>,
    /// The last string inside the array being located that is a slice of the
    /// line: where it ends, and the depth it was visited at.
    last_located: Cell<Option<(usize, u32)>>,
    /// The value being parsed is inside the top-level `observation`.
    in_observation: Cell<bool>,
    candidates: Cell<Option<Found>>,
    previous_actions: Cell<Option<Found>>,
    /// Whether to check `observation.candidates` as the parse passes them
    /// instead of building them (the record gets an empty list).
    stream_candidates: bool,
    /// The candidates, checked, when they were streamed.
    streamed: RefCell<Option<CandidateRules<'a>>>,
}

/// The keys whose values the walk locates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Key {
    Observation,
    Candidates,
    PreviousActions,
    /// Any other key, or one spelled with escapes (not a slice of the line).
    Other,
}

/// An array as the walk left it: its key's closing quote, and the last
/// located string inside it with the arrays and objects open there.
#[derive(Debug, Clone, Copy)]
struct Found {
    key_end: usize,
    resume: Option<(usize, u32)>,
}

/// The byte ranges, in a record's line, of the values of
/// `observation.candidates` and `previousActions`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RecordedArrays {
    pub(crate) candidates: Range<usize>,
    pub(crate) previous_actions: Range<usize>,
}

/// The outcome of a walk.
#[derive(Debug)]
pub(crate) struct Located<'a> {
    pub(crate) ignored: usize,
    candidates: Option<Found>,
    previous_actions: Option<Found>,
    /// The candidates, checked, when they were streamed.
    pub(crate) streamed: Option<CandidateRules<'a>>,
}

impl<'a> Walk<'a> {
    /// A walk of `line`, which the deserializer reads; with
    /// `stream_candidates`, the record's candidates are checked and not
    /// kept.
    pub(crate) fn new(line: &'a str, stream_candidates: bool) -> Self {
        let start = line.as_ptr() as usize;
        Self {
            line: start..start + line.len(),
            ignored: Cell::new(0),
            depth: Cell::new(0),
            key: Cell::new(Key::Other),
            key_end: Cell::new(0),
            last_located: Cell::new(None),
            in_observation: Cell::new(false),
            candidates: Cell::new(None),
            previous_actions: Cell::new(None),
            stream_candidates,
            streamed: RefCell::new(None),
        }
    }

    pub(crate) fn finish(self) -> Located<'a> {
        Located {
            ignored: self.ignored.get(),
            candidates: self.candidates.get(),
            previous_actions: self.previous_actions.get(),
            streamed: self.streamed.into_inner(),
        }
    }

    /// Whether the value about to be parsed is `observation.candidates`.
    fn at_candidates(&self) -> bool {
        self.depth.get() == 2 && self.key.get() == Key::Candidates && self.in_observation.get()
    }

    /// A string the parse visited; `borrowed` when it may be a slice of the
    /// line.
    fn string(&self, text: &str, borrowed: bool) {
        let address = text.as_ptr() as usize;
        let inside =
            borrowed && address >= self.line.start && address + text.len() <= self.line.end;
        if !inside {
            self.key.set(Key::Other);
            return;
        }
        let end = address + text.len() - self.line.start;
        self.key.set(match text {
            "observation" => Key::Observation,
            "candidates" => Key::Candidates,
            "previousActions" => Key::PreviousActions,
            _ => Key::Other,
        });
        self.key_end.set(end);
        self.last_located.set(Some((end, self.depth.get())));
    }

    /// Parses the value of the key just read with `parse`, locating it when
    /// it is one of the arrays.
    fn value<T>(&self, parse: impl FnOnce() -> T) -> T {
        let depth = self.depth.get();
        let slot = match (depth, self.key.get()) {
            (1, Key::Observation) => {
                self.in_observation.set(true);
                let value = parse();
                self.in_observation.set(false);
                return value;
            }
            (1, Key::PreviousActions) => &self.previous_actions,
            _ if self.at_candidates() => &self.candidates,
            _ => return parse(),
        };
        let key_end = self.key_end.get();
        self.last_located.set(None);
        let value = parse();
        let resume = self
            .last_located
            .get()
            .map(|(end, at)| (end, at.saturating_sub(depth)));
        slot.set(Some(Found { key_end, resume }));
        value
    }

    /// Runs a container's visit one level deeper.
    fn nested<T>(&self, visit: impl FnOnce() -> T) -> T {
        self.depth.set(self.depth.get() + 1);
        let value = visit();
        self.depth.set(self.depth.get() - 1);
        value
    }
}

impl Located<'_> {
    /// The two arrays in `line`, the text the walk read, when both were
    /// found with their keys spelled without escapes; then the typed parse
    /// accepted them, so the text is valid JSON.
    pub(crate) fn arrays(&self, line: &str) -> Option<RecordedArrays> {
        let text = line.as_bytes();
        Some(RecordedArrays {
            candidates: array(text, self.candidates?)?,
            previous_actions: array(text, self.previous_actions?)?,
        })
    }
}

/// The range of the array whose key closes at `found.key_end`.
fn array(text: &[u8], found: Found) -> Option<Range<usize>> {
    let after_key = text.get(found.key_end + 1..)?;
    let colon = after_key.iter().position(|&b| b == b':')?;
    let open = found.key_end
        + 1
        + colon
        + 1
        + text[found.key_end + 2 + colon..]
            .iter()
            .position(|b| !b.is_ascii_whitespace())?;
    if text[open] != b'[' {
        return None;
    }
    // From the last located string (past its closing quote), or from the
    // bracket itself, with the containers open there.
    let (mut at, mut open_containers) = match found.resume {
        Some((end, depth)) => (end + 1, depth),
        None => (open, 0),
    };
    let mut in_string = false;
    while let Some(&byte) = text.get(at) {
        if in_string {
            match byte {
                b'\\' => at += 1,
                b'"' => in_string = false,
                _ => {}
            }
        } else {
            match byte {
                b'"' => in_string = true,
                b'[' | b'{' => open_containers += 1,
                b']' | b'}' => {
                    open_containers = open_containers.checked_sub(1)?;
                    if open_containers == 0 {
                        return Some(open..at + 1);
                    }
                }
                _ => {}
            }
        }
        at += 1;
    }
    None
}

/// Deserializes a `T` from `deserializer`, reporting to `walk` what it
/// ignores and finds.
pub(crate) fn deserialize<'de, D, T>(deserializer: D, walk: &Walk<'de>) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(Counting {
        inner: deserializer,
        walk,
    })
}

/// A deserializer, visitor, access or seed that hands every nested
/// deserializer on wrapped, so ignored values at any depth are counted.
struct Counting<'c, 'de, T> {
    inner: T,
    walk: &'c Walk<'de>,
}

impl<'c, 'de, T> Counting<'c, 'de, T> {
    fn wrap<U>(&self, inner: U) -> Counting<'c, 'de, U> {
        Counting {
            inner,
            walk: self.walk,
        }
    }
}

/// Deserializer methods that take only a visitor.
macro_rules! forward_visitor {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
            let visitor = self.wrap(visitor);
            self.inner.$method(visitor)
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Counting<'_, 'de, D> {
    type Error = D::Error;

    forward_visitor! {
        deserialize_any deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32
        deserialize_i64 deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32
        deserialize_u64 deserialize_u128 deserialize_f32 deserialize_f64 deserialize_char
        deserialize_str deserialize_string deserialize_bytes deserialize_byte_buf
        deserialize_option deserialize_unit deserialize_seq deserialize_map
        deserialize_identifier
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let visitor = self.wrap(visitor);
        self.inner.deserialize_unit_struct(name, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let visitor = self.wrap(visitor);
        self.inner.deserialize_newtype_struct(name, visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let visitor = self.wrap(visitor);
        self.inner.deserialize_tuple(len, visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let visitor = self.wrap(visitor);
        self.inner.deserialize_tuple_struct(name, len, visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let visitor = self.wrap(visitor);
        self.inner.deserialize_struct(name, fields, visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let visitor = self.wrap(visitor);
        self.inner.deserialize_enum(name, variants, visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.walk.ignored.set(self.walk.ignored.get() + 1);
        self.inner.deserialize_ignored_any(visitor)
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// Visitor methods that receive a plain value.
macro_rules! forward_value {
    ($($method:ident($type:ty))*) => {$(
        fn $method<E: de::Error>(self, value: $type) -> Result<Self::Value, E> {
            self.inner.$method(value)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Counting<'_, 'de, V> {
    type Value = V::Value;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(formatter)
    }

    forward_value! {
        visit_bool(bool) visit_i8(i8) visit_i16(i16) visit_i32(i32) visit_i64(i64)
        visit_i128(i128) visit_u8(u8) visit_u16(u16) visit_u32(u32) visit_u64(u64)
        visit_u128(u128) visit_f32(f32) visit_f64(f64) visit_char(char)
        visit_bytes(&[u8]) visit_borrowed_bytes(&'de [u8]) visit_byte_buf(Vec<u8>)
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Self::Value, E> {
        self.walk.string(value, false);
        self.inner.visit_str(value)
    }

    fn visit_borrowed_str<E: de::Error>(self, value: &'de str) -> Result<Self::Value, E> {
        self.walk.string(value, true);
        self.inner.visit_borrowed_str(value)
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<Self::Value, E> {
        self.walk.string(&value, false);
        self.inner.visit_string(value)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        let deserializer = self.wrap(deserializer);
        self.inner.visit_some(deserializer)
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Self::Value, D::Error> {
        let deserializer = self.wrap(deserializer);
        self.inner.visit_newtype_struct(deserializer)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        let seq = self.wrap(seq);
        self.walk.nested(|| self.inner.visit_seq(seq))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        let map = self.wrap(map);
        self.walk.nested(|| self.inner.visit_map(map))
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        let data = self.wrap(data);
        self.inner.visit_enum(data)
    }
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Counting<'_, 'de, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        let deserializer = self.wrap(deserializer);
        self.inner.deserialize(deserializer)
    }
}

impl<'de, A: de::SeqAccess<'de>> de::SeqAccess<'de> for Counting<'_, 'de, A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        let seed = self.wrap(seed);
        self.inner.next_element_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'de, A: de::MapAccess<'de>> de::MapAccess<'de> for Counting<'_, 'de, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        // Wrapped so that the walk sees the key's text; keys hold no fields.
        self.walk.key.set(Key::Other);
        let seed = self.wrap(seed);
        self.inner.next_key_seed(seed)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        let walk = self.walk;
        if walk.stream_candidates && walk.at_candidates() {
            let mut rules = CandidateRules::default();
            let checking = self.wrap(&mut rules);
            walk.value(|| self.inner.next_value_seed(checking))?;
            *walk.streamed.borrow_mut() = Some(rules);
            // The record gets an empty list in their place.
            return seed.deserialize(SeqDeserializer::<_, A::Error>::new(std::iter::empty::<()>()));
        }
        let seed = self.wrap(seed);
        walk.value(|| self.inner.next_value_seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'c, 'de, A: de::EnumAccess<'de>> de::EnumAccess<'de> for Counting<'c, 'de, A> {
    type Error = A::Error;
    type Variant = Counting<'c, 'de, A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Self::Variant), A::Error> {
        let walk = self.walk;
        let (value, variant) = self.inner.variant_seed(seed)?;
        Ok((
            value,
            Counting {
                inner: variant,
                walk,
            },
        ))
    }
}

impl<'de, A: de::VariantAccess<'de>> de::VariantAccess<'de> for Counting<'_, 'de, A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.inner.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        let seed = self.wrap(seed);
        self.inner.newtype_variant_seed(seed)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        let visitor = self.wrap(visitor);
        self.inner.tuple_variant(len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        let visitor = self.wrap(visitor);
        self.inner.struct_variant(fields, visitor)
    }
}

#[cfg(test)]
mod tests {
    use mimic_schema::Strictness;
    use mimic_schema::jsonl::RawLine;
    use proptest::prelude::*;
    use serde_json::{Map, Value};

    use crate::records::{ParsedLine, parse_line};

    const RECORD: &str = include_str!("../../../testdata/records/click-matched_candidate.json");

    fn parse(text: &str, strictness: Strictness) -> ParsedLine {
        let line = RawLine {
            number: 1,
            text,
            terminated: true,
        };
        parse_line(&line, strictness, false).expect("a valid record")
    }

    /// The two arrays of `text` as serde_json reads them, and as the walk
    /// located them.
    fn both(text: &str) -> ((Value, Value), (Value, Value)) {
        let value: Value = serde_json::from_str(text).unwrap();
        let expected = (
            value["observation"]["candidates"].clone(),
            value["previousActions"].clone(),
        );
        let arrays = parse(text, Strictness::Strict)
            .arrays
            .expect("both arrays located");
        let found = (
            serde_json::from_str(&text[arrays.candidates]).unwrap(),
            serde_json::from_str(&text[arrays.previous_actions]).unwrap(),
        );
        (found, expected)
    }

    /// `map` with its keys rotated by `by`.
    fn rotated(map: &Map<String, Value>, by: usize) -> Map<String, Value> {
        let mut entries: Vec<_> = map.clone().into_iter().collect();
        let len = entries.len();
        entries.rotate_left(by % len);
        entries.into_iter().collect()
    }

    #[test]
    fn the_fixture_is_located() {
        let (found, expected) = both(RECORD);
        assert_eq!(found, expected);
        let compact =
            serde_json::to_string(&serde_json::from_str::<Value>(RECORD).unwrap()).unwrap();
        let (found, expected) = both(&compact);
        assert_eq!(found, expected);
    }

    #[test]
    fn keys_spelled_with_escapes_are_not_located() {
        let text = RECORD.replace("\"previousActions\"", "\"previous\\u0041ctions\"");
        let parsed = parse(&text, Strictness::Strict);
        assert_eq!(parsed.unknown_fields, 0);
        assert_eq!(parsed.arrays, None);
        let text = RECORD.replace("\"candidates\"", "\"c\\u0061ndidates\"");
        assert_eq!(parse(&text, Strictness::Strict).arrays, None);
    }

    #[test]
    fn lines_with_unknown_fields_are_not_copied() {
        let text = RECORD.replacen("\"role\"", "\"extra\": [1, \"]\"], \"role\"", 1);
        let parsed = parse(&text, Strictness::Lenient);
        assert_eq!(parsed.unknown_fields, 1);
        assert_eq!(parsed.arrays, None);
    }

    proptest! {
        #[test]
        fn arrays_are_located_as_serde_json_reads_them(
            labels in prop::collection::vec(any::<String>(), 3),
            reason in any::<String>(),
            top in 0..15usize,
            inside in 0..5usize,
            candidate_keys in 0..8usize,
            pretty in any::<bool>(),
        ) {
            let mut value: Value = serde_json::from_str(RECORD).unwrap();
            let candidates = value["observation"]["candidates"].as_array_mut().unwrap();
            for (candidate, label) in candidates.iter_mut().zip(labels) {
                // The last string of the array may hold escapes, or come
                // before nested objects and numbers.
                let fields = candidate.as_object_mut().unwrap();
                fields.insert("label".into(), Value::String(label));
                *fields = rotated(fields, candidate_keys);
            }
            // Typed text must not be empty.
            value["previousActions"][1]["text"] = Value::String(format!("t{reason}"));
            let observation = rotated(value["observation"].as_object().unwrap(), inside);
            value["observation"] = Value::Object(observation);
            let value = Value::Object(rotated(value.as_object().unwrap(), top));
            let text = if pretty {
                serde_json::to_string_pretty(&value).unwrap()
            } else {
                value.to_string()
            };
            let (found, expected) = both(&text);
            prop_assert_eq!(found, expected);
        }
    }
}
