//! Any valid record survives JSON and back unchanged, floats bit for bit.

use mimic_schema::*;
use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;

fn finite() -> impl Strategy<Value = f64> {
    use proptest::num::f64::{NEGATIVE, NORMAL, POSITIVE, SUBNORMAL, ZERO};
    POSITIVE | NEGATIVE | NORMAL | SUBNORMAL | ZERO
}

fn non_negative() -> impl Strategy<Value = f64> {
    use proptest::num::f64::{NORMAL, POSITIVE, SUBNORMAL, ZERO};
    POSITIVE | NORMAL | SUBNORMAL | ZERO
}

fn point() -> impl Strategy<Value = Point> {
    (finite(), finite()).prop_map(|(x, y)| Point::new(x, y))
}

fn bounds() -> impl Strategy<Value = Bounds> {
    (finite(), finite(), non_negative(), non_negative())
        .prop_map(|(x, y, w, h)| Bounds::new(x, y, w, h))
}

/// Any text, control characters, quotes and astral planes included.
fn text() -> impl Strategy<Value = String> {
    any::<String>()
}

fn id() -> impl Strategy<Value = String> {
    "[^\\x00]{1,24}"
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        any::<u64>().prop_map(serde_json::Value::from),
        finite().prop_map(serde_json::Value::from),
        text().prop_map(serde_json::Value::from),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(serde_json::Value::from),
            proptest::collection::btree_map(text(), inner, 0..4)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

fn candidate(id: String) -> impl Strategy<Value = MimicCandidateV1> {
    let source = prop_oneof![
        Just(CandidateSource::ChromeDom),
        Just(CandidateSource::Ax),
        Just(CandidateSource::Vision),
        Just(CandidateSource::Manual),
    ];
    (
        source,
        option::of(text()),
        option::of(text()),
        option::of(text()),
        bounds(),
        option::of(any::<bool>()),
        option::of(any::<bool>()),
        option::of(proptest::collection::btree_map(text(), json_value(), 0..4)),
    )
        .prop_map(
            move |(source, role, label, text, bounds, enabled, visible, metadata)| {
                MimicCandidateV1 {
                    id: id.clone(),
                    source,
                    role,
                    label,
                    text,
                    bounds,
                    enabled,
                    visible,
                    metadata: metadata.map(|m| m.into_iter().collect()),
                }
            },
        )
}

fn candidates() -> impl Strategy<Value = Vec<MimicCandidateV1>> {
    vec(id(), 0..5).prop_flat_map(|raw_ids| {
        // Unique by construction: the index leads.
        let ids: Vec<String> = raw_ids
            .iter()
            .enumerate()
            .map(|(i, raw)| format!("{i}:{raw}"))
            .collect();
        ids.into_iter().map(candidate).collect::<Vec<_>>()
    })
}

/// A valid action; `target` is a candidate id it may claim.
fn action(target: Option<String>) -> impl Strategy<Value = MimicActionV1> {
    let claim = option::of(Just(())).prop_map(move |claim| claim.and(target.clone()));
    let direction = prop_oneof![
        Just(ScrollDirection::Up),
        Just(ScrollDirection::Down),
        Just(ScrollDirection::Left),
        Just(ScrollDirection::Right),
    ];
    (
        0..6usize,
        claim,
        option::of(point()),
        "\\PC{1,40}",
        direction,
        "[A-Za-z0-9]{1,12}",
    )
        .prop_map(|(kind, claim, point, text, direction, key)| {
            let mut action = match kind {
                0 => MimicActionV1::click(point.unwrap_or(Point::new(1.0, 2.0))),
                1 => MimicActionV1::type_text(text),
                2 => MimicActionV1::scroll(direction, point),
                3 => MimicActionV1::press_key(key),
                4 => MimicActionV1::new(MimicActionType::Wait),
                _ => MimicActionV1::new(MimicActionType::NoTarget),
            };
            if kind <= 3 {
                action.candidate_id = claim;
            }
            if kind == 1 {
                action.point = point;
            }
            action
        })
}

fn timestamp() -> impl Strategy<Value = String> {
    (
        1970..2100u32,
        1..=12u32,
        1..=28u32,
        0..24u32,
        0..60u32,
        0..60u32,
        option::of(0..1_000_000u32),
        prop_oneof![
            Just("Z".to_owned()),
            Just("+05:30".to_owned()),
            Just("-08:00".to_owned())
        ],
    )
        .prop_map(|(y, mo, d, h, mi, s, frac, zone)| {
            let frac = frac.map_or(String::new(), |f| format!(".{f:06}"));
            format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}{frac}{zone}")
        })
}

fn extension(
    status: MappingStatus,
    ids: Vec<String>,
) -> impl Strategy<Value = Option<MimicExtensionV1>> {
    let observation = (
        prop_oneof![Just(CoordinateSpace::ChromeDom), Just(CoordinateSpace::Ax)],
        bounds(),
        (0.25f64..8.0),
        option::of(point()),
        option::of(any::<bool>()),
        option::of(any::<bool>()),
        vec(
            (
                bounds(),
                prop_oneof![
                    Just(MaskReason::SensitiveField),
                    Just(MaskReason::SecretValue),
                    Just(MaskReason::SecretText),
                    Just(MaskReason::CrossOriginFrame),
                    Just(MaskReason::PageChanging),
                ],
            )
                .prop_map(|(bounds, reason)| MaskedRegionV1 { bounds, reason }),
            0..3,
        ),
        vec(
            (
                bounds(),
                prop_oneof![
                    Just(UncheckedReason::Canvas),
                    Just(UncheckedReason::Image),
                    Just(UncheckedReason::Video),
                    Just(UncheckedReason::EmbeddedContent),
                ],
            )
                .prop_map(|(bounds, reason)| UncheckedRegionV1 { bounds, reason }),
            0..3,
        ),
    )
        .prop_map(
            |(space, area, scale, scroll, partial, stale, masked_regions, unchecked_regions)| {
                ObservationExtV1 {
                    coordinate_space: space,
                    observed_area: area,
                    scale,
                    scroll_offset: scroll,
                    partial,
                    partial_reasons: (partial == Some(true)).then(|| vec!["node_limit".to_owned()]),
                    stale,
                    masked_regions,
                    unchecked_regions,
                }
            },
        );
    let tied = (status == MappingStatus::Ambiguous).then(|| ids.iter().take(2).cloned().collect());
    let intended = ids.first().cloned();
    let fields = (
        option::of(id()),
        option::of(id()),
        option::of(any::<u32>()),
        option::of(observation),
        any::<bool>(),
        option::of(any::<bool>()),
        option::of(prop_oneof![
            Just(TraceStatus::Completed),
            Just(TraceStatus::Aborted)
        ]),
        option::of(vec(text(), 1..3)),
    );
    option::of(fields.prop_map(
        move |(task, run, step, observation, with_mapping, claim, trace_status, redacted)| {
            MimicExtensionV1 {
                task_id: task,
                run_id: run,
                step_index: step,
                observation,
                mapping: with_mapping.then(|| MappingExtV1 {
                    rules_version: "map-1".into(),
                    reason_code: "inside_candidate".into(),
                    tied_candidate_ids: tied.clone(),
                    claim_disagrees: claim,
                }),
                demonstrator: Some(DemonstratorExtV1 {
                    intended_candidate_id: intended.clone(),
                    expected_status: status,
                    aim: None,
                }),
                redaction: redacted.map(|paths| RedactionExtV1 {
                    redacted: true,
                    paths: paths.into_iter().map(|p| format!("x{}", p.len())).collect(),
                }),
                trace_status,
                ..MimicExtensionV1::default()
            }
        },
    ))
}

fn record() -> impl Strategy<Value = MimicTraceRecordV1> {
    candidates()
        .prop_flat_map(|candidates| {
            let ids: Vec<String> = candidates.iter().map(|c| c.id.clone()).collect();
            let mut statuses = vec![
                MappingStatus::NoTarget,
                MappingStatus::OutsideObservedBounds,
            ];
            if !ids.is_empty() {
                statuses.push(MappingStatus::MatchedCandidate);
            }
            if ids.len() >= 2 {
                statuses.push(MappingStatus::Ambiguous);
            }
            let any_id = if ids.is_empty() {
                Just(None).boxed()
            } else {
                proptest::sample::select(ids.clone()).prop_map(Some).boxed()
            };
            (
                Just(candidates),
                Just(ids),
                proptest::sample::select(statuses),
                any_id,
            )
        })
        .prop_flat_map(|(candidates, ids, status, target)| {
            let header = (id(), id(), timestamp(), text(), text());
            let observation = (
                option::of("[a-z0-9]{1,8}(/[a-z0-9]{1,8}){0,2}\\.png"),
                option::of("[0-9a-f]{64}"),
                option::of(text()),
                option::of(text()),
                option::of(text()),
                option::of(text()),
            );
            let source = (
                prop_oneof![
                    Just(Collector::Manual),
                    Just(Collector::DeterministicDemo),
                    Just(Collector::HumanReplay)
                ],
                prop_oneof![Just(Platform::Macos), Just(Platform::Linux)],
                option::of(Just(Browser::Chrome)),
            );
            let tail = (
                option::of(non_negative()),
                option::of(text()),
                option::of(text()),
                option::of((
                    prop_oneof![
                        Just(VerificationStatus::Passed),
                        Just(VerificationStatus::Failed),
                        Just(VerificationStatus::Unknown)
                    ],
                    option::of(text()),
                )),
            );
            (
                header,
                observation,
                vec(action(None), 0..4),
                action(target.clone()),
                source,
                tail,
                extension(status, ids),
            )
                .prop_map(
                    move |(header, obs, previous, chosen, source, tail, mimic)| {
                        let (trace_id, step_id, created_at, task_goal, current_subgoal) = header;
                        let (screenshot_path, screenshot_sha256, url, title, app, window_title) =
                            obs;
                        let (distance_px, reason, expected_effect, verification) = tail;
                        let mapped = (status == MappingStatus::MatchedCandidate)
                            .then(|| target.clone())
                            .flatten();
                        MimicTraceRecordV1 {
                            schema: SchemaTag::V1,
                            trace_id,
                            step_id,
                            created_at,
                            task_goal,
                            current_subgoal,
                            observation: MimicObservationV1 {
                                screenshot_path,
                                screenshot_sha256,
                                url,
                                title,
                                app,
                                window_title,
                                candidates: candidates.clone(),
                            },
                            previous_actions: previous,
                            chosen_action: chosen,
                            chosen_candidate_id: mapped.clone(),
                            mapping: MimicMappingV1 {
                                status,
                                candidate_id: mapped,
                                distance_px,
                                reason,
                            },
                            expected_effect,
                            verification: verification
                                .map(|(status, summary)| MimicVerificationV1 { status, summary }),
                            source: MimicSourceV1 {
                                collector: source.0,
                                platform: source.1,
                                browser: source.2,
                            },
                            mimic,
                        }
                    },
                )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_valid_record_round_trips_exactly(record in record()) {
        let problems = validate_record(&record);
        prop_assert!(problems.is_empty(), "generated an invalid record: {problems:#?}");

        let line = serde_json::to_string(&record).unwrap();
        prop_assert!(!line.contains('\n'), "a record is one line");
        let parsed = parse_record(&line, Strictness::Strict)
            .map_err(|p| TestCaseError::fail(format!("{p:#?}")))?;
        prop_assert!(parsed.warnings.is_empty());
        prop_assert_eq!(&parsed.record, &record);

        // Floats bit for bit, not just ==: -0.0 stays -0.0.
        let again = serde_json::to_string(&parsed.record).unwrap();
        prop_assert_eq!(again, line);
    }
}

#[test]
fn region_reason_names_are_their_json_names() {
    use MaskReason::*;
    for reason in [
        SensitiveField,
        SecretValue,
        SecretText,
        CrossOriginFrame,
        PageChanging,
    ] {
        assert_eq!(serde_json::to_value(reason).unwrap(), reason.as_str());
    }
    use UncheckedReason::*;
    for reason in [Canvas, Image, Video, EmbeddedContent] {
        assert_eq!(serde_json::to_value(reason).unwrap(), reason.as_str());
    }
}
