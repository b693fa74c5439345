//! What is written around an instruction rather than in its operands: a call's attributes
//! ([`super::attrs::visit_call`]) and debug location ([`super::debug::visit_call`]), and the
//! metadata attached to any instruction ([`super::metadata::visit_inst`]). One entry for
//! the validity walk, so that an instruction that is not a call and has no attachment costs
//! two tests.

use super::{attrs, debug, metadata, Verifier};
use crate::ir::{Instruction, Opcode};

pub fn visit_inst<'e>(
    v: &mut Verifier<'e, '_, '_>,
    metadata: &mut metadata::Attachments<'e>,
    inst: &Instruction,
) {
    if matches!(inst.opcode, Opcode::Call | Opcode::Invoke | Opcode::CallBr) {
        if let Some(site) = inst.call_site() {
            attrs::visit_call(v, site);
            debug::visit_call(v, inst, site);
        }
    }
    if !inst.metadata.is_empty() {
        metadata::visit_inst(v, metadata, inst);
    }
}
