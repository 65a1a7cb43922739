/* Warning names for -Wno-NAME (clang's and DXC's spellings where they have
 * the warning: -Wno-conversion, -Wno-unknown-attributes, -Wno-macro-redefined,
 * -Wno-for-redefinition), and what -WX, -no-warnings and -Wno-NAME do to a
 * warning as it is reported. Every DIAG_WARNING row of the .def tables has a
 * name here (tests/unit/test_util.c checks it). */
#include <stdlib.h>
#include <string.h>
#include "ctx.h"

static const struct {
    int code;
    const char *name;
} names[] = {
    {1009, "macro-redefined"},
    {1017, "#warnings"},
    {1024, "extra-tokens"},
    {2066, "ignored-attributes"},
    {3050, "unknown-attributes"},
    {3051, "ignored-attributes"},
    {3061, "shader-stage-mismatch"},
    {3077, "for-redefinition"},
    {3078, "groupshared-initializer"},
    {3083, "ignored-register"},
    {3512, "conversion"},
    {3940, "conversion"},
    {3941, "literal-conversion"},
    {3942, "sign-compare"},
    {5413, "metal-wave-size"},
};

const char *warning_name(int code)
{
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (names[i].code == code)
            return names[i].name;
    return NULL;
}

/* NAME, or PRISMnnnn of a warning: matches code. */
static bool names_code(const char *name, int code)
{
    if (strncmp(name, "PRISM", 5) == 0)
        return atoi(name + 5) == code && strlen(name) == 9;
    const char *n = warning_name(code);
    return n && strcmp(n, name) == 0;
}

int prism_warning_known(const char *name)
{
    for (int i = 0; i < DIAG_COUNT; i++)
        if (diag_info[i].severity == DIAG_WARNING && names_code(name, diag_info[i].code))
            return 1;
    return 0;
}

/* The names above, each once (test_util.c checks it stays in step). */
const char *prism_warning_names(void)
{
    return "macro-redefined, #warnings, extra-tokens, ignored-attributes, unknown-attributes, "
           "shader-stage-mismatch, for-redefinition, groupshared-initializer, ignored-register, conversion, "
           "literal-conversion, sign-compare, metal-wave-size";
}

/* Off unless -WNAME, as in clang and DXC (-Wsign-compare). */
static const int off_by_default_codes[] = {3942};

static bool off_by_default(int code)
{
    for (size_t i = 0; i < sizeof off_by_default_codes / sizeof *off_by_default_codes; i++)
        if (off_by_default_codes[i] == code)
            return true;
    return false;
}

static bool named(const char *const *list, int n, int code)
{
    for (int i = 0; i < n; i++)
        if (list[i] && names_code(list[i], code))
            return true;
    return false;
}

bool diag_effective_severity(const Ctx *c, DiagId id, DiagSeverity *sev)
{
    *sev = diag_info[id].severity;
    const PrismOptions *o = c->opts;
    if (*sev != DIAG_WARNING)
        return true;
    int code = diag_info[id].code;
    if (off_by_default(code) && (!o || !named(o->enabled_warnings, o->num_enabled_warnings, code)))
        return false;
    if (!o)
        return true;
    if (o->no_warnings || named(o->disabled_warnings, o->num_disabled_warnings, code))
        return false;
    if (o->warnings_as_errors)
        *sev = DIAG_ERROR;
    return true;
}
