/* Diagnostics: positions, the sink that collects them, and how they print.
 * "file(line,col): error PRISMnnnn: message" (the DXC/MSVC form). */
#ifndef PRISM_DIAG_H
#define PRISM_DIAG_H
#include <stdbool.h>
#include <stdint.h>
#include "diag_codes.h"
#include "strbuf.h"

/* A position in the user's text. file indexes Ctx.files (0: no position). */
typedef struct SrcLoc {
    uint32_t file;
    uint32_t line; /* 1-based */
    uint32_t col;  /* 1-based, in bytes */
} SrcLoc;

typedef enum DiagSeverity { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagSeverity;

typedef struct Diag {
    DiagId id;
    DiagSeverity severity;
    int code;
    SrcLoc loc;
    const char *message; /* formatted, in the compilation's arena */
} Diag;

typedef struct DiagInfo {
    const char *name;
    int code;
    DiagSeverity severity;
    const char *format;
} DiagInfo;

extern const DiagInfo diag_info[DIAG_COUNT];

struct Ctx;
/* Reports a diagnostic of the table; the arguments fill its format. After
 * max_errors errors it unwinds the compilation (ctx_bail). */
void diag(struct Ctx *c, SrcLoc loc, DiagId id, ...);
/* Reports and unwinds at once: for limits and for states a phase cannot go on from. */
_Noreturn void diag_fatal(struct Ctx *c, SrcLoc loc, DiagId id, ...);
/* A compiler bug (not the user's): reports D_INTERNAL and unwinds. */
_Noreturn void ice(struct Ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The severity id is reported with under -WX, -no-warnings and -Wno-NAME
 * (util/warnings.c); false when it is not reported at all. */
bool diag_effective_severity(const struct Ctx *c, DiagId id, DiagSeverity *sev);
/* The -Wno- name of a warning's code, or NULL. */
const char *warning_name(int code);
/* Appends the printed form of d; with_caret adds the source line and a caret. */
void diag_format(const struct Ctx *c, const Diag *d, int with_caret, StrBuf *out);

#endif
