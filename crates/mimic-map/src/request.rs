//! One mapping question as a JSON value: what callers outside Rust (the
//! WASM package) send instead of calling [`prepare`] and `map` themselves.

use mimic_schema::{ActionExtV1, MimicActionV1, MimicObservationV1, ObservationExtV1};
use serde::Deserialize;

use crate::MapError;
use crate::mapping::RecordedMapping;
use crate::options::MapOptions;
use crate::prepare::prepare;

/// An observation (with its `mimic.observation` facts when known), the
/// actions before, the action to map and, optionally, the near-miss
/// tolerance and the rules version (a trace's recorded `rulesVersion`, to
/// get the answer it was recorded with). Unknown keys are rejected: a misspelt optional key would
/// otherwise change the answer silently.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MapRequest {
    pub observation: MimicObservationV1,
    #[serde(default)]
    pub observation_ext: Option<ObservationExtV1>,
    #[serde(default)]
    pub previous_actions: Vec<MimicActionV1>,
    pub action: MimicActionV1,
    /// What the recorder saw of the action (`mimic.action`: the element its
    /// keys went to).
    #[serde(default)]
    pub action_ext: Option<ActionExtV1>,
    /// Screenshot pixels; [`crate::DEFAULT_NEAR_MISS_TOLERANCE_PX`] when absent.
    #[serde(default)]
    pub near_miss_tolerance_px: Option<f64>,
    /// The rules to map under (`1`, `2`, `3`, as `rulesVersion` records them);
    /// the current ones when absent. Its version applies; the tolerance is
    /// `nearMissTolerancePx`'s.
    #[serde(default)]
    pub rules_version: Option<String>,
}

impl MapRequest {
    /// The mapping a record would store for this action.
    pub fn map(&self) -> Result<RecordedMapping, MapError> {
        let mut options = match self.near_miss_tolerance_px {
            Some(px) => MapOptions::with_near_miss_tolerance_px(px)?,
            None => MapOptions::default(),
        };
        if let Some(recorded) = &self.rules_version {
            options = options.with_rules(MapOptions::from_rules_version(recorded)?.rules());
        }
        let prepared = prepare(&self.observation, self.observation_ext.as_ref(), &options)?;
        Ok(prepared
            .map_with(
                &self.action,
                self.action_ext.as_ref().and_then(|a| a.key_target.as_ref()),
                &self.previous_actions,
            )
            .to_recorded())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(json: serde_json::Value) -> Result<MapRequest, serde_json::Error> {
        serde_json::from_value(json)
    }

    fn link_and_click(x: f64) -> serde_json::Value {
        serde_json::json!({
            "observation": {"candidates": [{
                "id": "a", "source": "chrome_dom", "role": "link", "label": "A",
                "bounds": {"x": 0, "y": 0, "width": 10, "height": 10}
            }]},
            "action": {"type": "click", "point": {"x": x, "y": 5}}
        })
    }

    #[test]
    fn maps_with_the_default_or_the_given_tolerance() {
        let near = request(link_and_click(12.0)).unwrap().map().unwrap();
        assert_eq!(near.chosen_candidate_id.as_deref(), Some("a"));
        assert_eq!(near.mapping.distance_px, Some(2.0));

        let mut strict = link_and_click(12.0);
        strict["nearMissTolerancePx"] = 1.into();
        let miss = request(strict).unwrap().map().unwrap();
        assert_eq!(miss.chosen_candidate_id, None);
        assert_eq!(
            miss.mimic_mapping.unwrap().rules_version,
            format!("{};near-miss-tolerance=1px", crate::RULES_VERSION)
        );
    }

    #[test]
    fn a_bad_tolerance_or_a_misspelt_key_is_refused() {
        let mut bad = link_and_click(5.0);
        bad["nearMissTolerancePx"] = (-1).into();
        assert_eq!(
            request(bad).unwrap().map().unwrap_err(),
            MapError::InvalidTolerance(-1.0)
        );
        let mut misspelt = link_and_click(5.0);
        misspelt["previousAction"] = serde_json::json!([]);
        let err = request(misspelt).unwrap_err().to_string();
        assert!(err.contains("unknown field `previousAction`"), "{err}");
    }
}
