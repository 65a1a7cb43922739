/* Every diagnostic Prism can report, one row each, in phase files:
 *
 *   DIAG(ID, code, severity, "printf format of the message")
 *
 * Codes are stable: never renumber a row, only add rows. Ranges:
 *   1000-1999 preprocessor          frontend/pp_diags.def
 *   2000-2999 lexer and parser      frontend/parse_diags.def
 *   3000-3999 semantic analysis     frontend/sema_diags.def
 *   4000-4999 lowering to IR        frontend/lower_diags.def
 *   5000-5999 target backends       backend_spirv/spirv_diags.def (5000-5199),
 *                                   backend_wgsl/wgsl_diags.def (5200-5399),
 *                                   backend_msl/msl_diags.def (5400-5599)
 *   6000-6999 driver and API        driver/driver_diags.def
 *   9000-9999 internal errors       util/internal_diags.def
 * A message says what is wrong and, where there is one, what to write instead. */
#ifndef PRISM_DIAG_CODES_H
#define PRISM_DIAG_CODES_H

typedef enum DiagId {
#define DIAG(id, code, sev, fmt) id,
#include "../frontend/pp_diags.def"
#include "../frontend/parse_diags.def"
#include "../frontend/sema_diags.def"
#include "../frontend/lower_diags.def"
#include "../backend_spirv/spirv_diags.def"
#include "../backend_wgsl/wgsl_diags.def"
#include "../backend_msl/msl_diags.def"
#include "../driver/driver_diags.def"
#include "internal_diags.def"
#undef DIAG
    DIAG_COUNT
} DiagId;

#endif
