/* Writes docs/intrinsics.md from the intrinsic table, so the documented
 * mapping can never drift from the one the compiler uses. */
#include <stdio.h>
#include "../backend_spirv/spirv.h"
#include "../intrinsics/intrinsics.h"
#include "../ir/ir.h"

/* The cell as the table spells it ("GLSL.std.450 FMin / SMin / UMin": by
 * element type float / int / uint; Bad and Nop mean "not for that type"). */
static void spirv_cell(const SpvCell *s)
{
    printf("%s", s->spelling);
    if (s->capability >= 0)
        printf(", needs %s", spirv_capability_name(s->capability));
}

/* A HOOK cell is code, not a name; what code depends on how the front end
 * lowers the row (its "lower" column):
 *   LOWER_IR_OP: the call is a plain IR op, which the backend writes as it
 *     writes that op anywhere (select, atomic, barrier);
 *   LOWER_HOOK with no SPIR-V cell: the front end rewrites the call into
 *     other IR (frontend/lower_*.c, by row id), so no backend sees the row;
 *   LOWER_HOOK with a SPIR-V cell: the front end's code keeps the row's
 *     IR_INTRINSIC in some form (modf's struct, a subpass read), and the
 *     backend's hook writes it;
 *   LOWER_INTRINSIC: the backend's hook writes the row's IR_INTRINSIC
 *     (msl_intrinsic.c, wgsl_intrinsic.c: a switch on the row id), which
 *     may also be where the target refuses it with a diagnostic. */
static void text_cell(const IntrinsicInfo *r, const TextCell *t, const char *backend_file)
{
    if (t->kind == TXT_FN)
        printf("`%s`", t->name);
    else if (t->kind == TXT_PASS)
        printf("lowered by `%s`", t->name);
    else if (t->kind != TXT_HOOK)
        printf("not yet");
    else if (r->lower == LOWER_IR_OP)
        printf("IR `%s`", ir_op_info[r->ir_op].name);
    else if (r->lower == LOWER_HOOK && r->spirv.kind == SPV_NONE)
        printf("lowered by the front end");
    else if (r->lower == LOWER_HOOK)
        printf("front end, then hook in `%s`", backend_file);
    else
        printf("hook in `%s`", backend_file);
}

int main(void)
{
    printf("# Intrinsics\n\n"
           "Generated from `intrinsics/intrinsics.def` by `tools/gen_intrinsic_docs.c` (`make docs`); do not edit.\n\n"
           "A cell is the target's function (`sqrt`), its instruction (SPIR-V), an IR pass that\n"
           "lowers the call first (`lowered by ...`), or code (a HOOK cell of the table):\n\n"
           "- IR `OP`: the call is that plain IR op (`select`, `atomic`, `barrier`), written by the\n"
           "  backend as it writes the op anywhere;\n"
           "- `lowered by the front end`: `frontend/lower_*.c` rewrites the call into other IR by\n"
           "  its row id (texture methods into image ops, `rcp(x)` into `1 / x`), so no backend sees it;\n"
           "- `hook in FILE`: the backend's own code for the row (a `switch` on the row id in\n"
           "  `backend_msl/msl_intrinsic.c` or `backend_wgsl/wgsl_intrinsic.c`), which also\n"
           "  gives the diagnostic where the target cannot express the call;\n"
           "- `front end, then hook in FILE`: the front end's code keeps the row's instruction\n"
           "  in some form (`modf`'s result struct), and the backend's hook writes it.\n\n"
           "| HLSL | object | signature | SPIR-V | MSL | WGSL |\n|---|---|---|---|---|---|\n");
    for (int i = 0; i < INTR_COUNT; i++) {
        const IntrinsicInfo *r = &intrinsic_info[i];
        if (!r->hlsl)
            continue;
        printf("| `%s` | %s | `%s` | ", r->hlsl, r->object ? "method" : "", r->signature);
        spirv_cell(&r->spirv);
        printf(" | ");
        text_cell(r, &r->msl, "msl_intrinsic.c");
        printf(" | ");
        text_cell(r, &r->wgsl, "wgsl_intrinsic.c");
        printf(" |\n");
    }
    return 0;
}
