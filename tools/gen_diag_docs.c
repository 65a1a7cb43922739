/* Writes docs/diagnostics.md from the diagnostic tables: every code Prism
 * can report, with its severity and message. */
#include <stdio.h>
#include "../util/diag.h"

int main(void)
{
    printf("# Diagnostics\n\n"
           "Generated from the `*_diags.def` tables by `tools/gen_diag_docs.c` (`make docs`); do not edit.\n"
           "Codes are stable: a code keeps its meaning in every release. `%%s`, `%%d` and friends stand for\n"
           "the names and numbers filled in at the point of the error.\n\n"
           "| code | severity | message |\n|---|---|---|\n");
    for (int i = 0; i < DIAG_COUNT; i++) {
        const DiagInfo *d = &diag_info[i];
        printf("| PRISM%04d | %s | ", d->code,
               d->severity == DIAG_ERROR ? "error" : d->severity == DIAG_WARNING ? "warning" : "note");
        for (const char *p = d->format; *p; p++)
            if (*p == '|')
                fputs("\\|", stdout);
            else
                putchar(*p);
        printf(" |\n");
    }
    return 0;
}
