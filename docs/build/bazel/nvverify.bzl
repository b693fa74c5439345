"""Bazel rules that run nvverify as a hermetic action on the LLVM IR a build produces.

    load("//tools/nvverify:nvverify.bzl", "nvverify_check", "nvverify_test")

    nvverify_check(
        name = "kernels_ir_check",
        srcs = [":kernels_ll"],          # .ll files (or rules producing them)
        targets = ["sm_80", "sm_90a"],   # nvcc spellings work too: "-arch=sm_90a"
        profile = "nvvm",                # optional
        ignore = ["NV3004"],             # optional: codes or prefixes
    )

`nvverify_check` is a build action: it declares the IR files and the nvverify binary as its only
inputs and the JSON report as its only output, so it is sandboxed, cached by content and runs on
remote executors like any compile action; an error finding fails the build. `nvverify_test`
runs the same check as a test (`bazel test`), for trees that prefer findings as test failures.

The nvverify binary comes from the `nvverify` attribute: a `rust_binary` built from this
repository (rules_rust) or a prebuilt executable checked in or fetched with `http_file`.
"""

def _args(ctx):
    args = ["check"]
    if ctx.attr.targets:
        args.append("--target=" + ",".join(ctx.attr.targets))
    if ctx.attr.profile:
        args.extend(["--profile", ctx.attr.profile])
    for code in ctx.attr.select:
        args.extend(["--select", code])
    for code in ctx.attr.ignore:
        args.extend(["--ignore", code])
    for spec in ctx.attr.severity:
        args.extend(["--severity", spec])
    return args

def _nvverify_check_impl(ctx):
    report = ctx.actions.declare_file(ctx.label.name + ".nvverify.json")
    args = ctx.actions.args()
    args.add_all(_args(ctx))
    args.add_all(["--format", "json", "--color", "never", "--output", report])
    args.add_all(ctx.files.srcs)
    ctx.actions.run(
        executable = ctx.executable.nvverify,
        arguments = [args],
        inputs = ctx.files.srcs,
        outputs = [report],
        mnemonic = "NvverifyCheck",
        progress_message = "nvverify: checking %{label}",
        # Findings print to stdout; Bazel shows them when the action fails.
        execution_requirements = {"supports-path-mapping": "1"},
    )
    return [DefaultInfo(files = depset([report]))]

_ATTRS = {
    "srcs": attr.label_list(allow_files = [".ll", ".bc"], mandatory = True),
    "targets": attr.string_list(doc = "SM targets; several verify each module for each."),
    "profile": attr.string(doc = "nvvm or llvm; inferred per module when empty."),
    "select": attr.string_list(),
    "ignore": attr.string_list(),
    "severity": attr.string_list(doc = "CODE=error|warning|note overrides."),
    "nvverify": attr.label(
        default = Label("//:nvverify"),
        executable = True,
        cfg = "exec",
    ),
}

nvverify_check = rule(
    implementation = _nvverify_check_impl,
    attrs = _ATTRS,
    doc = "Verifies NVVM / NVPTX LLVM IR; the output is nvverify's JSON report.",
)

def _nvverify_test_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    command = [ctx.executable.nvverify.short_path] + _args(ctx) + ["--color", "never"]
    command += [f.short_path for f in ctx.files.srcs]
    ctx.actions.write(
        output = script,
        content = "#!/bin/sh\nexec " + " ".join(["'%s'" % c for c in command]) + "\n",
        is_executable = True,
    )
    runfiles = ctx.runfiles(files = ctx.files.srcs + [ctx.executable.nvverify])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

nvverify_test = rule(
    implementation = _nvverify_test_impl,
    attrs = _ATTRS,
    test = True,
    doc = "A test that passes when nvverify finds no error in srcs.",
)
