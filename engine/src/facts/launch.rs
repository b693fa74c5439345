//! The launch record: each function's launch properties, from the `!nvvm.annotations` form
//! and the `"nvvm.*"` attributes as `launch_properties:` (`rules/functions.ron`) spells them.

use super::*;

/// Launch properties of one function, both spellings normalised to the
/// annotation keys: `maxntidx`…`z`, `reqntidx`…`z`, `cluster_dim_x`…`z`,
/// `cluster_max_blocks`, `minctasm`, `maxnreg`, `blocksareclusters`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchInfo {
    pub values: BTreeMap<String, i128>,
    /// Attribute values that are not `x[,y[,z]]` decimals: (attribute, value).
    pub malformed: Vec<(String, String)>,
}

impl LaunchInfo {
    pub fn get(&self, key: &str) -> Option<i128> {
        self.values.get(key).copied()
    }
    /// The three dimensions of `prefix` (`maxntid`, `reqntid`, `cluster_dim_`), if any is set.
    pub fn dims(&self, prefix: &str) -> Option<[Option<i128>; 3]> {
        let d = ["x", "y", "z"].map(|axis| self.get(&format!("{prefix}{axis}")));
        d.iter().any(Option::is_some).then_some(d)
    }
}

impl ModuleFacts {
    /// `!nvvm.annotations = !{!0, …}` with `!0 = !{<fn>, !"key", i32 value, …}`.
    pub(super) fn read_annotations(&mut self, properties: &[LaunchProperty]) {
        let mut found: Vec<(String, String, i128)> = Vec::new();
        super::annotations::each_annotation(&self.context, |function, key, value, node| {
            let MdKind::Value(v) = value.kind else { return };
            if let Some(n) = node.arena.const_int(v.value) {
                found.push((function.to_owned(), key.to_owned(), n));
            }
        });
        for (function, key, value) in found {
            if key == "kernel" && value == 1 {
                self.kernels
                    .entry(function.clone())
                    .or_insert(KernelSource::Annotation);
            }
            // Another spelling of a key (`maxclusterrank`) is read as the key.
            let key = match properties
                .iter()
                .find(|p| p.aliases.iter().any(|a| *a == *key))
            {
                Some(p) => p.keys.first().map_or(key, |k| k.to_string()),
                None => key,
            };
            self.launch
                .entry(function)
                .or_default()
                .values
                .entry(key)
                .or_insert(value);
        }
    }
}

/// Normalises the attribute spellings (`"nvvm.maxntid"="128,1,1"`) to the record's keys, as
/// `properties` (`launch_properties:` in `rules/functions.ron`) spell them.
pub(super) fn launch_attribute(
    properties: &[LaunchProperty],
    launch: &mut LaunchInfo,
    key: &str,
    value: Option<&str>,
) {
    // Every function of a module carries attributes: only `nvvm.` ones can be properties.
    if !key.starts_with("nvvm.") {
        return;
    }
    let Some(property) = properties.iter().find(|p| p.attribute == key) else {
        return;
    };
    let keys: &[tablegen::model::Str] = &property.keys;
    if property.flag {
        if let Some(k) = keys.first() {
            launch.values.insert(k.to_string(), 1);
        }
        return;
    }
    let text = value.unwrap_or("");
    // `x[,y[,z]]` decimals (one value where `keys` has one name).
    let mut parts = [0i128; 3];
    let mut count = 0;
    let mut well_formed = true;
    for part in text.split(',') {
        match part.trim().parse::<i128>() {
            Ok(v) if count < keys.len() => {
                parts[count] = v;
                count += 1;
            }
            _ => {
                well_formed = false;
                break;
            }
        }
    }
    if !well_formed {
        launch.malformed.push((key.to_owned(), text.to_owned()));
        return;
    }
    for (key, &value) in keys.iter().zip(&parts[..count]) {
        launch.values.insert(key.to_string(), value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn launch_attributes_read_as_before() {
        let properties = &crate::rules::RuleSet::compiled().launch_properties;
        // The former reading (a list of parts and `format!`ed keys), as the reference.
        fn reference(launch: &mut LaunchInfo, key: &str, value: Option<&str>) {
            let (prefix, dims) = match key {
                "nvvm.maxntid" => ("maxntid", true),
                "nvvm.reqntid" => ("reqntid", true),
                "nvvm.cluster_dim" => ("cluster_dim_", true),
                "nvvm.maxclusterrank" => ("cluster_max_blocks", false),
                "nvvm.minctasm" => ("minctasm", false),
                "nvvm.maxnreg" => ("maxnreg", false),
                "nvvm.blocksareclusters" => {
                    launch.values.insert("blocksareclusters".into(), 1);
                    return;
                }
                _ => return,
            };
            let text = value.unwrap_or("");
            let parts: Vec<Option<i128>> = text
                .split(',')
                .map(|p| p.trim().parse::<i128>().ok())
                .collect();
            if parts.iter().any(Option::is_none)
                || parts.is_empty()
                || (!dims && parts.len() != 1)
                || parts.len() > 3
            {
                launch.malformed.push((key.to_owned(), text.to_owned()));
                return;
            }
            if dims {
                for (axis, value) in ["x", "y", "z"].iter().zip(parts) {
                    launch
                        .values
                        .insert(format!("{prefix}{axis}"), value.unwrap_or(0));
                }
            } else {
                launch
                    .values
                    .insert(prefix.to_owned(), parts[0].unwrap_or(0));
            }
        }
        let keys = [
            "nvvm.maxntid",
            "nvvm.reqntid",
            "nvvm.cluster_dim",
            "nvvm.maxclusterrank",
            "nvvm.minctasm",
            "nvvm.maxnreg",
            "nvvm.blocksareclusters",
            "target-cpu",
        ];
        let values = [
            None,
            Some(""),
            Some("128"),
            Some("128,1,1"),
            Some(" 4 , 2 "),
            Some("1,2,3,4"),
            Some("1,,3"),
            Some("x"),
            Some("-5"),
            Some("1,2"),
            Some("99999999999999999999999999999999999999999"),
        ];
        for key in keys {
            for value in values {
                let (mut got, mut want) = (LaunchInfo::default(), LaunchInfo::default());
                // Twice: a second value for the same key replaces the first.
                for _ in 0..2 {
                    launch_attribute(properties, &mut got, key, value);
                    reference(&mut want, key, value);
                }
                assert_eq!(got, want, "{key} = {value:?}");
            }
        }
    }
}
