//! One pass over a function's instructions: instruction rules, then, for each
//! call, the intrinsic checks (`llvm.*` callees) or the launch checks (calls
//! into the device runtime).

use super::{calls, instructions, intrinsics, Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::ValueKind;

pub fn check(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let Some(body) = &input.function.body else {
        return;
    };
    let arena = &input.item.arena;
    let plan = instructions::InstructionRules::new(env, input);
    instructions::check_constants(env, input, &plan, out);
    let mut param_buffers = false;
    let mut intrinsic_calls = intrinsics::CallChecker::new(env);
    // Neither an opcode a rule names nor a call: most of a body, ruled out by one bit of a
    // mask kept in a register (re-reading the plan's fields cost 19 instructions each).
    let visited = plan.visited_opcodes();
    for inst in &body.insts {
        if visited >> (inst.opcode as u32) & 1 == 0 {
            continue;
        }
        if plan.wants(inst) {
            instructions::check(env, input, &plan, inst, out);
        }
        let Some(call) = inst.call_site() else {
            continue;
        };
        match arena.values.get(call.callee.0 as usize).map(|v| &v.kind) {
            Some(ValueKind::Global(name)) => {
                let callee = name.text(input.text);
                if callee.starts_with("llvm.") {
                    intrinsic_calls.check(env, input, inst, call, &callee, out);
                    if calls::is_launch_call(env, &callee) {
                        calls::check_call(env, input, inst, call, &callee, out);
                    }
                } else {
                    calls::check_call(env, input, inst, call, &callee, out);
                    param_buffers |= calls::is_param_buffer(env, &callee);
                }
            }
            Some(ValueKind::InlineAsm(asm)) => {
                intrinsic_calls.check_inline_asm(env, input, inst, call, asm, out);
                calls::check_inline_asm(env, input, inst, call, out);
            }
            _ => {}
        }
    }
    if param_buffers {
        calls::check_launch_buffers(env, input, out);
    }
}
