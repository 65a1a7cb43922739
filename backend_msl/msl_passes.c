/* msl_prepare: the IR passes MSL needs, in order (DESIGN.md, "The IR").
 *
 *   ir_lower_phis_to_vars        C++ has no phis: each becomes a local
 *   ir_lower_globals_to_params   MSL has no program-scope resources, stage
 *                                inputs, threadgroup or thread variables
 *                                (MSL 2.4 spec 4: only `constant` may live
 *                                at program scope): every global a function
 *                                uses becomes its parameter, and the kernel's
 *                                parameters get Metal attributes (msl_entry.c)
 *
 * The verifier runs after each when the options ask for it (--verify-ir). */
#include "msl_internal.h"

bool msl_prepare(IrModule *m)
{
    int errors = m->c->errors;
    bool verify = m->c->opts && m->c->opts->verify_ir;
    ir_lower_phis_to_vars(m);
    if (verify && !ir_verify(m, "ir_lower_phis_to_vars"))
        return false;
    unsigned spaces = 1u << IRS_PRIVATE | 1u << IRS_WORKGROUP | 1u << IRS_STORAGE | 1u << IRS_UNIFORM |
                      1u << IRS_INPUT | 1u << IRS_OUTPUT | 1u << IRS_HANDLE;
    ir_lower_globals_to_params(m, spaces);
    if (verify && !ir_verify(m, "ir_lower_globals_to_params"))
        return false;
    return m->c->errors == errors;
}
