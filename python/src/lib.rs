//! `nvverify._nvverify`: the Python extension module (pyo3, abi3). The package `nvverify`
//! (`python/nvverify/__init__.py`) re-exports it; the compiler hooks (`nvverify.triton`,
//! `nvverify.numba`) are Python on top of [`check`].
//!
//! Every entry point takes the source as IR text (`str`), bytes or a path (`os.PathLike`),
//! verifies it through the engine's [`Workspace`] with the GIL released, and returns plain
//! frozen objects. Bad input (binary data, text that is not LLVM IR, an unknown target,
//! profile or code) raises [`InputError`], a `ValueError`.

use engine::diag::Severity;
use engine::render::human::Style;
use engine::report::{FileReport, Located, Policy};
use engine::requirements as req;
use engine::rules::{fmt_ptx, RuleSet};
use engine::settings::RuleSource;
use engine::shared_text::Text;
use engine::{ir, Options, Workspace};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PyString};

create_exception!(
    nvverify,
    InputError,
    PyValueError,
    "The input cannot be verified: not LLVM IR text (binary data, bitcode, another language), \
     an unreadable file, or an unknown target, profile or rule code."
);
create_exception!(
    nvverify,
    VerificationError,
    PyException,
    "The module has errors; `.report` is the `Report` (its `str()` is the rustc-style rendering)."
);

fn input_error(message: impl Into<String>) -> PyErr {
    InputError::new_err(message.into())
}

fn rules() -> RuleSource {
    RuleSource::Compiled(RuleSet::compiled())
}

// ------------------------------------------------------------------------------------------
// Sources
// ------------------------------------------------------------------------------------------

/// A module to verify: its text and the name reports give it.
struct Source {
    name: String,
    text: Text,
}

/// `str` is IR text, `bytes`/`bytearray` IR text as UTF-8, anything else a path (`os.fspath`).
fn source_of(source: &Bound<'_, PyAny>, name: Option<String>) -> PyResult<Source> {
    if let Ok(text) = source.cast::<PyString>() {
        let text: String = text.extract()?;
        let name = name.unwrap_or_else(|| "<string>".into());
        return source_text(name, text, true);
    }
    let bytes = if let Ok(bytes) = source.cast::<PyBytes>() {
        Some(bytes.as_bytes().to_vec())
    } else if let Ok(array) = source.cast::<PyByteArray>() {
        Some(array.to_vec())
    } else {
        None
    };
    if let Some(bytes) = bytes {
        let name = name.unwrap_or_else(|| "<bytes>".into());
        let text = text_of_bytes(&name, bytes)?;
        return source_text(name, text, false);
    }
    let py = source.py();
    let path = match py
        .import("os")?
        .getattr("fspath")?
        .call1((source,))
        .and_then(|p| p.extract::<std::path::PathBuf>())
    {
        Ok(path) => path,
        Err(_) => {
            let kind = source.get_type().name()?.to_string();
            return Err(PyTypeError::new_err(format!(
                "source must be LLVM IR text (str), bytes, or a path (os.PathLike), not {kind}"
            )));
        }
    };
    let shown = name.unwrap_or_else(|| path.display().to_string());
    let bytes = py
        .detach(|| std::fs::read(&path))
        .map_err(|error| input_error(format!("cannot read {}: {error}", path.display())))?;
    let text = if ir::bitcode::is_bitcode(&bytes) {
        py.detach(|| ir::bitcode::disassemble(&path))
            .map_err(input_error)?
    } else {
        text_of_bytes(&shown, bytes)?
    };
    source_text(shown, text, false)
}

/// UTF-8 text without NUL bytes; bitcode and binary data are refused with what they are.
fn text_of_bytes(name: &str, bytes: Vec<u8>) -> PyResult<String> {
    if ir::bitcode::is_bitcode(&bytes) {
        return Err(input_error(format!(
            "{name} is LLVM bitcode, not IR text: disassemble it (llvm-dis) or pass the .bc \
             file's path (disassembled with an llvm-dis on PATH)"
        )));
    }
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(input_error(format!(
            "{name} is binary data, not LLVM IR text (a NUL byte at offset {at})"
        )));
    }
    String::from_utf8(bytes).map_err(|error| {
        input_error(format!(
            "{name} is not UTF-8 text, so not LLVM IR (invalid byte at offset {})",
            error.utf8_error().valid_up_to()
        ))
    })
}

/// Refuses text in which the splitter finds no module-level item (`define`, `declare`, a
/// global, `target …`, metadata, …): not a module with errors, but not LLVM IR at all.
fn source_text(name: String, text: String, from_str: bool) -> PyResult<Source> {
    if text.contains('\0') {
        return Err(input_error(format!(
            "{name} is binary data, not LLVM IR text (it contains a NUL character)"
        )));
    }
    let items = ir::split_items(&text);
    if !items.is_empty() && items.iter().all(|i| i.kind == ir::ItemKind::Unknown) {
        let first = text
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with(';'))
            .unwrap_or("");
        let shown: String = first.chars().take(60).collect();
        let hint = if from_str && !text.contains('\n') && text.trim_end().ends_with(".ll") {
            " (to verify a file, pass a path: pathlib.Path(...))"
        } else {
            ""
        };
        return Err(input_error(format!(
            "{name} is not LLVM IR: no module-level item (define, declare, a global, target, \
             metadata) found; it starts with `{shown}`{hint}"
        )));
    }
    Ok(Source {
        name,
        text: Text::from(text),
    })
}

// ------------------------------------------------------------------------------------------
// Options
// ------------------------------------------------------------------------------------------

/// `select=`/`ignore=`: one code or prefix, or an iterable of them.
fn codes(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Vec<String>> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    let words: Vec<String> = if let Ok(text) = value.cast::<PyString>() {
        text.extract::<String>()?
            .split(',')
            .map(str::to_owned)
            .collect()
    } else {
        value
            .try_iter()
            .map_err(|_| PyTypeError::new_err(format!("{what} must be a code or codes")))?
            .map(|item| item.and_then(|i| i.extract::<String>()))
            .collect::<PyResult<_>>()?
    };
    words
        .iter()
        .filter(|w| !w.trim().is_empty())
        .map(|w| Policy::parse_prefix(w).map_err(input_error))
        .collect()
}

/// `ptx=`: `"8.0"`, `8.0`, `80` or `"+ptx80"`, checked as `--ptx` is; the spelling the
/// engine's options take.
fn ptx_of(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    let Some(value) = value else { return Ok(None) };
    let text = if value.is_instance_of::<pyo3::types::PyBool>() {
        return Err(PyTypeError::new_err("ptx must be a version such as \"8.0\""));
    } else if let Ok(n) = value.extract::<u32>() {
        n.to_string()
    } else if let Ok(f) = value.extract::<f64>() {
        format!("{f:.1}")
    } else {
        value.str()?.to_string()
    };
    engine::settings::parse_ptx_option(&text)
        .map_err(|error| input_error(format!("ptx={text:?}: {error}")))?;
    Ok(Some(text))
}

/// Validates the target and profile as the command line does (the PTX spelling is checked by
/// [`ptx_of`], the LLVM version by the workspace).
fn validated(
    target: Option<String>,
    profile: Option<String>,
    ptx: Option<String>,
    llvm: Option<u32>,
    consumer: Option<String>,
) -> PyResult<Options> {
    let set = RuleSet::compiled();
    let target = match target {
        None => None,
        Some(spelling) => {
            let id = set.parse_target(&spelling).map_err(input_error)?;
            Some(set.target(id).name.to_string())
        }
    };
    if let Some(spec) = &profile {
        set.select_profile(spec).map_err(input_error)?;
    }
    if let Some(spec) = &consumer {
        set.select_consumer(spec).map_err(input_error)?;
    }
    let options = Options {
        target,
        profile,
        ptx,
        llvm,
        consumer,
        rules_dir: None,
    };
    Ok(options)
}

// ------------------------------------------------------------------------------------------
// Reports
// ------------------------------------------------------------------------------------------

/// One finding: a rule code at an IR site, with what the construct needs and a known fix.
#[pyclass(frozen, module = "nvverify", get_all)]
pub struct Diagnostic {
    /// The rule code, e.g. ``"NV4001"`` (``nvverify.explain(code)`` documents it).
    code: String,
    /// ``"error"``, ``"warning"`` or ``"note"``.
    severity: String,
    /// What is wrong (NVIDIA's own text where the rule has one).
    message: String,
    /// 1-based line of the IR site.
    line: u32,
    /// 1-based column of the IR site.
    column: u32,
    end_line: u32,
    end_column: u32,
    /// The enclosing function, if any.
    function: Option<String>,
    /// What the construct needs and what the target is, e.g. ``"requires sm_90 or later; target is sm_80"``.
    requirement: Option<String>,
    /// A known fix, e.g. ``"compile for sm_90 (--target sm_90)"``.
    help: Option<String>,
    /// Further notes (e.g. a kernel's parameter layout).
    notes: Vec<String>,
    /// The file or name the report gives the module.
    path: String,
    /// The user's source line the IR came from, ``"kernel.py:41:22"`` (from the IR line's
    /// ``!dbg`` location, inlined frames followed to the outermost); ``None`` without debug info.
    source: Option<String>,
    /// Every IR site ``(line, column)`` of the finding, its own first: several when the
    /// same finding at one source line was folded from an unrolled loop's IR lines.
    ir_sites: Vec<(u32, u32)>,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "<Diagnostic {} {} at {}:{}: {:?}>",
            self.severity, self.code, self.line, self.column, self.message
        )
    }

    /// ``path:line:column: severity[CODE]: message``.
    fn __str__(&self) -> String {
        format!(
            "{}:{}:{}: {}[{}]: {}",
            self.path, self.line, self.column, self.severity, self.code, self.message
        )
    }
}

fn diagnostic_of(path: &str, located: &Located) -> Diagnostic {
    let d = &located.diagnostic;
    Diagnostic {
        code: d.code.to_string(),
        severity: d.severity.as_str().to_owned(),
        message: d.message.clone(),
        line: located.line,
        column: located.column,
        end_line: located.end_line,
        end_column: located.end_column,
        function: d.function.clone(),
        requirement: d.requirement.clone(),
        help: d.help.clone(),
        notes: d.notes.clone(),
        path: path.to_owned(),
        source: located.source.as_ref().map(ToString::to_string),
        ir_sites: located.ir_sites().map(|s| (s.line, s.column)).collect(),
    }
}

/// The verdict on one module at one target: ``diagnostics`` in position order; ``str(report)``
/// is the rustc-style rendering ``nvverify check --color never`` prints.
#[pyclass(frozen, module = "nvverify")]
pub struct Report {
    report: FileReport,
    text: Text,
    diagnostics: Vec<Py<Diagnostic>>,
}

#[pymethods]
impl Report {
    /// The file or name the module was verified as.
    #[getter]
    fn path(&self) -> &str {
        &self.report.path
    }

    /// The canonical target the module was verified for, e.g. ``"sm_90a"``.
    #[getter]
    fn target(&self) -> &str {
        &self.report.target
    }

    /// The rule contract applied: ``"nvvm"`` (libNVVM) or ``"llvm"`` (upstream NVPTX + ptxas).
    #[getter]
    fn profile(&self) -> &str {
        &self.report.profile
    }

    /// Every finding, in position order.
    #[getter]
    fn diagnostics<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.diagnostics.iter().map(|d| d.clone_ref(py)))
    }

    /// The findings of severity ``"error"``.
    #[getter]
    fn errors<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.of_severity(py, "error")
    }

    /// The findings of severity ``"warning"``.
    #[getter]
    fn warnings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.of_severity(py, "warning")
    }

    /// ``True`` when the module has no errors (warnings allowed).
    #[getter]
    fn ok(&self) -> bool {
        self.report.count(Severity::Error) == 0
    }

    /// Raises ``nvverify.VerificationError`` (its ``.report`` is this report) when the module
    /// has errors; returns the report otherwise.
    fn raise_for_errors(slf: Bound<'_, Self>) -> PyResult<Bound<'_, Self>> {
        let this = slf.get();
        let errors = this.report.count(Severity::Error);
        if errors == 0 {
            return Ok(slf);
        }
        let py = slf.py();
        let error = VerificationError::new_err(this.render());
        error.value(py).setattr("report", &slf)?;
        Err(error)
    }

    /// The report as ``nvverify check --format json`` prints it.
    fn to_json(&self) -> String {
        engine::render::json::render(std::slice::from_ref(&self.report))
    }

    fn __str__(&self) -> String {
        self.render()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Report {} target={} profile={}: {} errors, {} warnings>",
            self.report.path,
            self.report.target,
            self.report.profile,
            self.report.count(Severity::Error),
            self.report.count(Severity::Warning)
        )
    }
}

impl Report {
    fn of_severity<'py>(&self, py: Python<'py>, severity: &str) -> PyResult<Bound<'py, PyList>> {
        PyList::new(
            py,
            self.diagnostics
                .iter()
                .filter(|d| d.get().severity == severity)
                .map(|d| d.clone_ref(py)),
        )
    }

    /// The human rendering without colour, summary line included.
    fn render(&self) -> String {
        engine::render::human::render_with(
            std::slice::from_ref(&self.report),
            |_| Some(&self.text),
            Style {
                color: false,
                show_target: false,
                no_summary: false,
            },
        )
    }
}

// ------------------------------------------------------------------------------------------
// Entry points
// ------------------------------------------------------------------------------------------

/// Verifies one module and returns its :class:`Report`.
///
/// ``source`` is LLVM IR text (``str``), the same as UTF-8 ``bytes``, or a path
/// (``os.PathLike``; ``.bc`` bitcode is disassembled with an ``llvm-dis`` on ``PATH``).
/// ``target``: ``"sm_90a"``, ``"90a"``, ``"compute_90a"``, ``"-arch=sm_90a"`` (default: the
/// module's ``"target-cpu"``, else the profile's default, ``sm_75``). ``profile``: ``"nvvm"``
/// or ``"llvm"`` (default: inferred from the module). ``ptx``: the PTX ISA version to verify
/// with (``"8.0"``, ``8.0``, ``80`` or ``"+ptx80"``, as ``--ptx``): it wins over the module's
/// ``+ptxNN`` target features and the profile's own (default: those, else the target's
/// minimum). ``llvm``: the LLVM major version of the consuming back end (``--llvm``; llvm
/// profile). ``consumer``: the compiler driving the back end (``--consumer``):
/// ``"triton@3.6.0"`` or a record's name (``"triton-3.6"``); its record in
/// ``rules/profiles.ron`` sets the profile, the LLVM version and the PTX version its LLVM is
/// given (capped below ``ptx``, which is then what ptxas assembles at and inline PTX is judged
/// at). ``select``/``ignore``: codes or
/// prefixes (``"NV4"``, ``["NV4001", "NV5"]``); ignore wins. ``name``: what a text source is
/// called in the rendering (default ``"<string>"``). The GIL is released while verifying.
///
/// Raises :class:`InputError` (a ``ValueError``) for input that is not LLVM IR text or an
/// unknown target, profile or code; ``TypeError`` for a source of another type.
#[pyfunction]
#[pyo3(signature = (source, *, target=None, profile=None, ptx=None, select=None, ignore=None, name=None, llvm=None, consumer=None))]
#[allow(clippy::too_many_arguments)]
fn check(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    target: Option<String>,
    profile: Option<String>,
    ptx: Option<&Bound<'_, PyAny>>,
    select: Option<&Bound<'_, PyAny>>,
    ignore: Option<&Bound<'_, PyAny>>,
    name: Option<String>,
    llvm: Option<u32>,
    consumer: Option<String>,
) -> PyResult<Report> {
    let options = validated(target, profile, ptx_of(ptx)?, llvm, consumer)?;
    let policy = Policy {
        select: codes(select, "select")?,
        ignore: codes(ignore, "ignore")?,
        suppressions: true,
        ..Policy::default()
    };
    let source = source_of(source, name)?;
    let report = py.detach(|| verify(&source, options, policy))?;
    let diagnostics = report
        .diagnostics
        .iter()
        .map(|l| Py::new(py, diagnostic_of(&report.path, l)))
        .collect::<PyResult<_>>()?;
    Ok(Report {
        report,
        text: source.text,
        diagnostics,
    })
}

fn verify(source: &Source, options: Options, policy: Policy) -> Result<FileReport, PyErr> {
    let mut workspace = Workspace::with_rules(options, rules()).map_err(input_error)?;
    workspace.set_policy(policy);
    workspace.set_file(&source.name, source.text.clone());
    Ok(workspace
        .report(&source.name)
        .expect("the file was just opened"))
}

/// The documentation of a rule: ``nvverify.explain("NV4001")`` (what ``nvverify rules explain``
/// prints). Raises :class:`InputError` for an unknown code.
#[pyfunction]
fn explain(code: &str) -> PyResult<String> {
    engine::rules::explain(RuleSet::compiled(), code).map_err(|e| input_error(e.to_string()))
}

/// One target the rule set knows.
#[pyclass(frozen, module = "nvverify", get_all)]
pub struct Target {
    /// Canonical spelling, e.g. ``"sm_100a"``.
    name: String,
    /// The SM number, e.g. ``100``.
    sm: u32,
    /// ``"base"`` (sm_XX), ``"family"`` (sm_XXf) or ``"arch-specific"`` (sm_XXa).
    kind: String,
    /// The architecture's name, e.g. ``"Blackwell"``.
    arch: String,
    /// The family an ``f``/``a`` target belongs to, e.g. ``"sm_100f"``.
    family: Option<String>,
    /// The lowest PTX ISA version that knows the target, e.g. ``"8.6"``.
    min_ptx: String,
}

#[pymethods]
impl Target {
    fn __repr__(&self) -> String {
        format!("<Target {} ({}, {})>", self.name, self.kind, self.arch)
    }

    fn __str__(&self) -> String {
        self.name.clone()
    }
}

/// Every target the rule set knows, oldest first (what ``nvverify targets`` lists).
#[pyfunction]
fn targets() -> Vec<Target> {
    RuleSet::compiled()
        .targets
        .iter()
        .map(|t| Target {
            name: t.name.to_string(),
            sm: t.sm,
            kind: req::kind_name(t.variant).to_owned(),
            arch: t.arch.to_string(),
            family: (!t.family.is_empty()).then(|| t.family.to_string()),
            min_ptx: fmt_ptx(t.min_ptx),
        })
        .collect()
}

// ------------------------------------------------------------------------------------------
// Requirements
// ------------------------------------------------------------------------------------------

/// An IR site that forces a requirement: a finding as it fires at some target.
#[pyclass(frozen, module = "nvverify", get_all)]
pub struct Site {
    code: String,
    line: u32,
    column: u32,
    function: Option<String>,
    message: String,
    requirement: Option<String>,
}

#[pymethods]
impl Site {
    fn __repr__(&self) -> String {
        format!(
            "<Site {} at {}:{}: {:?}>",
            self.code, self.line, self.column, self.message
        )
    }
}

fn sites(py: Python<'_>, list: &[req::Site]) -> PyResult<Vec<Py<Site>>> {
    list.iter()
        .map(|s| {
            Py::new(
                py,
                Site {
                    code: s.code.to_string(),
                    line: s.line,
                    column: s.column,
                    function: s.function.clone(),
                    message: s.message.clone(),
                    requirement: s.requirement.clone(),
                },
            )
        })
        .collect()
}

/// The lowest target of one kind that accepts the module.
#[pyclass(frozen, module = "nvverify", get_all)]
pub struct Lowest {
    /// ``"base"``, ``"family"`` or ``"arch-specific"``.
    kind: String,
    /// The target, e.g. ``"sm_80"``; ``None`` when no target of the kind accepts the module.
    target: Option<String>,
    /// The PTX ISA version the module needs there, e.g. ``"7.0"``.
    ptx: Option<String>,
    /// The sites that raise ``ptx`` above the target's own minimum.
    ptx_forced_by: Vec<Py<Site>>,
    /// The highest rejecting target of the kind below ``target``.
    below: Option<String>,
    /// The target-dependent errors at ``below``: the sites that force ``target``.
    forced_by: Vec<Py<Site>>,
}

#[pymethods]
impl Lowest {
    fn __repr__(&self) -> String {
        format!(
            "<Lowest {}: {} PTX {}>",
            self.kind,
            self.target.as_deref().unwrap_or("none"),
            self.ptx.as_deref().unwrap_or("-")
        )
    }
}

/// Whether one asked-about target accepts the module.
#[pyclass(frozen, module = "nvverify", get_all)]
pub struct Verdict {
    target: String,
    accepted: bool,
    ptx: Option<String>,
    /// The target-dependent errors there (empty when accepted).
    sites: Vec<Py<Site>>,
}

#[pymethods]
impl Verdict {
    fn __repr__(&self) -> String {
        format!(
            "<Verdict {}: {}>",
            self.target,
            if self.accepted { "accepts" } else { "rejects" }
        )
    }
}

/// What a module needs of its target (``nvverify requirements``): ``lowest`` maps each kind
/// (``"base"``, ``"family"``, ``"arch-specific"``) to its :class:`Lowest`.
#[pyclass(frozen, module = "nvverify")]
pub struct Requirements {
    inner: req::Requirements,
    #[pyo3(get)]
    lowest: Py<pyo3::types::PyDict>,
    #[pyo3(get)]
    module_errors: Vec<Py<Site>>,
    #[pyo3(get)]
    verdicts: Vec<Py<Verdict>>,
}

#[pymethods]
impl Requirements {
    #[getter]
    fn path(&self) -> &str {
        &self.inner.path
    }

    #[getter]
    fn profile(&self) -> &str {
        &self.inner.profile
    }

    /// ``True`` when the module verifies at some target and every asked-about target accepts it.
    #[getter]
    fn satisfied(&self) -> bool {
        self.inner.satisfied()
    }

    fn to_json(&self) -> String {
        req::render_json(std::slice::from_ref(&self.inner))
    }

    fn __str__(&self) -> String {
        req::render_human(&self.inner)
    }

    fn __repr__(&self) -> String {
        let lowest: Vec<String> = self
            .inner
            .lowest
            .iter()
            .map(|l| l.target.clone().unwrap_or_else(|| "none".into()))
            .collect();
        format!("<Requirements {}: {}>", self.inner.path, lowest.join(", "))
    }
}

/// The lowest target of each kind (sm_XX, sm_XXf, sm_XXa) and PTX version a module needs, with
/// the IR sites that force them (``nvverify requirements``); ``targets`` (e.g. a fat binary's
/// ``["sm_75", "sm_80", "sm_90a"]``) get a :class:`Verdict` each. The module is verified at
/// every known target with the GIL released.
#[pyfunction]
#[pyo3(signature = (source, *, profile=None, targets=None, name=None))]
fn requirements(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    profile: Option<String>,
    targets: Option<&Bound<'_, PyAny>>,
    name: Option<String>,
) -> PyResult<Requirements> {
    validated(None, profile.clone(), None, None, None)?;
    let targets: Vec<String> = match targets {
        None => Vec::new(),
        Some(t) if t.is_instance_of::<PyString>() => t
            .extract::<String>()?
            .split(',')
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect(),
        Some(t) => t.extract()?,
    };
    let source = source_of(source, name)?;
    let inner = py
        .detach(|| {
            req::requirements(
                &source.name,
                source.text.clone(),
                profile,
                &rules(),
                &Policy::standard(),
                &targets,
            )
        })
        .map_err(input_error)?;
    let lowest = pyo3::types::PyDict::new(py);
    for l in &inner.lowest {
        let kind = req::kind_name(l.kind);
        lowest.set_item(
            kind,
            Lowest {
                kind: kind.to_owned(),
                target: l.target.clone(),
                ptx: l.ptx.map(fmt_ptx),
                ptx_forced_by: sites(py, &l.ptx_forced_by)?,
                below: l.below.clone(),
                forced_by: sites(py, &l.forced_by)?,
            },
        )?;
    }
    let verdicts = inner
        .verdicts
        .iter()
        .map(|v| {
            Py::new(
                py,
                Verdict {
                    target: v.target.clone(),
                    accepted: v.accepted,
                    ptx: v.ptx.map(fmt_ptx),
                    sites: sites(py, &v.sites)?,
                },
            )
        })
        .collect::<PyResult<_>>()?;
    Ok(Requirements {
        module_errors: sites(py, &inner.module_errors)?,
        inner,
        lowest: lowest.unbind(),
        verdicts,
    })
}

/// The extension module: the functions, classes and exceptions `nvverify` re-exports.
#[pymodule]
fn _nvverify(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("InputError", py.get_type::<InputError>())?;
    m.add("VerificationError", py.get_type::<VerificationError>())?;
    m.add_class::<Report>()?;
    m.add_class::<Diagnostic>()?;
    m.add_class::<Target>()?;
    m.add_class::<Requirements>()?;
    m.add_class::<Lowest>()?;
    m.add_class::<Verdict>()?;
    m.add_class::<Site>()?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(targets, m)?)?;
    m.add_function(wrap_pyfunction!(requirements, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
