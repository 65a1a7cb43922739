/* Writes docs/intrinsics.md from the intrinsic table, so the documented
 * mapping can never drift from the one the compiler uses. */
#include <stdio.h>
#include "../backend_spirv/spirv.h"
#include "../intrinsics/intrinsics.h"

/* The cell as the table spells it ("GLSL.std.450 FMin / SMin / UMin": by
 * element type float / int / uint; Bad and Nop mean "not for that type"). */
static void spirv_cell(const SpvCell *s)
{
    printf("%s", s->spelling);
    if (s->capability >= 0)
        printf(", needs %s", spirv_capability_name(s->capability));
}

static void text_cell(const TextCell *t)
{
    if (t->kind == TXT_FN)
        printf("`%s`", t->name);
    else if (t->kind == TXT_HOOK)
        printf("lowered");
    else if (t->kind == TXT_PASS)
        printf("lowered by `%s`", t->name);
    else
        printf("not yet");
}

int main(void)
{
    printf("# Intrinsics\n\n"
           "Generated from `intrinsics/intrinsics.def` by `tools/gen_intrinsic_docs.c` (`make docs`); do not edit.\n\n"
           "| HLSL | object | signature | SPIR-V | MSL | WGSL |\n|---|---|---|---|---|---|\n");
    for (int i = 0; i < INTR_COUNT; i++) {
        const IntrinsicInfo *r = &intrinsic_info[i];
        if (!r->hlsl)
            continue;
        printf("| `%s` | %s | `%s` | ", r->hlsl, r->object ? "method" : "", r->signature);
        spirv_cell(&r->spirv);
        printf(" | ");
        text_cell(&r->msl);
        printf(" | ");
        text_cell(&r->wgsl);
        printf(" |\n");
    }
    return 0;
}
