/* prism: the command-line compiler. DXC's spellings for the flags both share,
 * our own long options for the rest. Exit status: 0 compiled, 1 the source
 * has errors, 2 the command line or a file is wrong. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../include/prism.h"

static const char usage[] =
    "usage: prism [options] FILE.hlsl\n"
    "\n"
    "  -T PROFILE               cs_, vs_, ps_6_0 ... 6_10, lib_6_3 ... lib_6_10 (stage and shader model)\n"
    "  -E NAME                  the entry point (default: every [shader(\"...\")] function)\n"
    "  -Fo FILE                 output file; with several targets FILE.spv, FILE.metal, FILE.wgsl\n"
    "  -spirv                   same as --target spirv\n"
    "  --target T               spirv, msl, wgsl or all (repeatable)\n"
    "  -D NAME[=VALUE], -U NAME define or undefine a macro\n"
    "  -I DIR                   search DIR for #include files\n"
    "  -HV 2016|2017|2018|2021|202x  HLSL language version (default 2021)\n"
    "  -fspv-target-env=ENV     vulkan1.1, vulkan1.2 (default) or vulkan1.3\n"
    "  -enable-16bit-types      half, int16_t, uint16_t, float16_t are 16-bit types\n"
    "  -fspv-partitioned-nv     WaveMatch, WaveMultiPrefix* as SPV_NV_shader_subgroup_partitioned\n"
    "                           (not every Vulkan driver has it; default: portable loops)\n"
    "  -fvk-{b,s,t,u}-shift N SPACE   Vulkan binding = register + N for that class\n"
    "                           in SPACE (a number or 'all')\n"
    "  -O0                      no optional IR passes\n"
    "  -Vd                      do not validate SPIR-V that uses inline SPIR-V\n"
    "  -P                       print the preprocessed source\n"
    "  --dump-ast, --dump-ir    print the checked AST / the IR after the passes\n"
    "  --reflect FILE           write reflection JSON (bindings, required features)\n"
    "  --time-passes            print the time of each phase\n"
    "  --verify-ir              run the IR verifier after every pass\n"
    "  --max-errors N           stop after N errors (default 50)\n"
    "  --version, --help\n";

typedef struct Args {
    PrismOptions o;
    const char *input, *output, *reflect;
    const char **defines, **undefines, **includes;
    int ndef, nundef, ninc;
    struct PrismBindingShift *shifts;
    int nshifts;
} Args;

static int usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "prism: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n(run 'prism --help' for the options)\n");
    return 2;
}

/* Takes the value of a flag either glued ("-DX", "-fspv-target-env=x") or
 * as the next argument ("-D X"). */
static const char *value_of(int argc, char **argv, int *i, const char *flag)
{
    size_t n = strlen(flag);
    if (argv[*i][n])
        return argv[*i] + n + (argv[*i][n] == '=');
    if (*i + 1 < argc)
        return argv[++*i];
    return NULL;
}

static int parse_target(Args *a, const char *t)
{
    if (strcmp(t, "spirv") == 0)
        a->o.targets |= PRISM_TARGET_SPIRV;
    else if (strcmp(t, "msl") == 0)
        a->o.targets |= PRISM_TARGET_MSL;
    else if (strcmp(t, "wgsl") == 0)
        a->o.targets |= PRISM_TARGET_WGSL;
    else if (strcmp(t, "all") == 0)
        a->o.targets |= PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    else
        return usage_error("unknown target '%s' (spirv, msl, wgsl or all)", t);
    return 0;
}

static int parse_args(Args *a, int argc, char **argv)
{
    a->o = prism_default_options();
    a->o.targets = 0;
    a->defines = calloc((size_t)argc, sizeof(char *));
    a->undefines = calloc((size_t)argc, sizeof(char *));
    a->includes = calloc((size_t)argc, sizeof(char *));
    a->shifts = calloc((size_t)argc, sizeof *a->shifts);
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v;
#define FLAG(f) (strcmp(s, f) == 0)
#define PREFIX(f) (strncmp(s, f, strlen(f)) == 0)
#define NEED(f) if (!(v = value_of(argc, argv, &i, f))) return usage_error("%s needs a value", f)
        if (FLAG("--help") || FLAG("-help") || FLAG("-h")) {
            fputs(usage, stdout);
            exit(0);
        } else if (FLAG("--version")) {
            printf("prism %s\n", PRISM_VERSION);
            exit(0);
        } else if (PREFIX("-T")) {
            NEED("-T");
            a->o.profile = v;
        } else if (PREFIX("-E")) {
            NEED("-E");
            a->o.entry = v;
        } else if (PREFIX("-Fo")) {
            NEED("-Fo");
            a->output = v;
        } else if (FLAG("-spirv")) {
            a->o.targets |= PRISM_TARGET_SPIRV;
        } else if (PREFIX("--target")) {
            NEED("--target");
            if (parse_target(a, v))
                return 2;
        } else if (PREFIX("-D")) {
            NEED("-D");
            a->defines[a->ndef++] = v;
        } else if (PREFIX("-U")) {
            NEED("-U");
            a->undefines[a->nundef++] = v;
        } else if (PREFIX("-I")) {
            NEED("-I");
            a->includes[a->ninc++] = v;
        } else if (PREFIX("-HV")) {
            NEED("-HV");
            /* DXC's versions; 202x is its 2029 (2015: sema refuses it, as
             * DXC does) */
            int hv = !strcmp(v, "202x") ? 2029 : atoi(v);
            if (hv != 2015 && hv != 2016 && hv != 2017 && hv != 2018 && hv != 2021 && hv != 2029)
                return usage_error("-HV takes 2016, 2017, 2018, 2021 or 202x, not '%s'", v);
            a->o.hlsl_version = hv;
        } else if (PREFIX("-fspv-target-env")) {
            NEED("-fspv-target-env");
            if (strcmp(v, "vulkan1.1") == 0)
                a->o.vulkan_version = 110;
            else if (strcmp(v, "vulkan1.2") == 0)
                a->o.vulkan_version = 120;
            else if (strcmp(v, "vulkan1.3") == 0)
                a->o.vulkan_version = 130;
            else
                return usage_error("unknown -fspv-target-env '%s' (vulkan1.1, vulkan1.2, vulkan1.3)", v);
        } else if (strlen(s) == 12 && PREFIX("-fvk-") && strcmp(s + 6, "-shift") == 0 && strchr("bstu", s[5])) {
            /* -fvk-t-shift N SPACE */
            if (i + 2 >= argc)
                return usage_error("%s needs a shift and a space (a number or 'all')", s);
            struct PrismBindingShift *sh = &a->shifts[a->nshifts++];
            sh->reg_class = s[5];
            sh->shift = atoi(argv[++i]);
            v = argv[++i];
            sh->space = strcmp(v, "all") == 0 ? -1 : atoi(v);
        } else if (FLAG("-enable-16bit-types")) {
            a->o.enable_16bit_types = 1;
        } else if (FLAG("-fspv-partitioned-nv")) {
            a->o.spv_partitioned_nv = 1;
        } else if (FLAG("-Vd")) {
            a->o.skip_validation = 1; /* inline SPIR-V: no in-process validation */
        } else if (FLAG("-O0") || FLAG("-Od")) {
            a->o.optimize = 0;
        } else if (FLAG("-O1") || FLAG("-O2") || FLAG("-O3")) {
            a->o.optimize = 1;
        } else if (FLAG("-P")) {
            a->o.dumps |= PRISM_DUMP_PREPROCESSED;
        } else if (FLAG("--dump-ast")) {
            a->o.dumps |= PRISM_DUMP_AST;
        } else if (FLAG("--dump-ir")) {
            a->o.dumps |= PRISM_DUMP_IR;
        } else if (PREFIX("--reflect")) {
            NEED("--reflect");
            a->reflect = v;
        } else if (FLAG("--time-passes")) {
            a->o.time_passes = 1;
        } else if (FLAG("--verify-ir")) {
            a->o.verify_ir = 1;
        } else if (PREFIX("--max-errors")) {
            NEED("--max-errors");
            a->o.max_errors = atoi(v);
        } else if (s[0] == '-' && s[1]) {
            return usage_error("unknown option '%s'", s);
        } else if (a->input) {
            return usage_error("more than one input file ('%s')", s);
        } else {
            a->input = s;
        }
#undef FLAG
#undef PREFIX
#undef NEED
    }
    if (!a->input)
        return usage_error("%s", "no input file");
    if (!a->o.targets)
        a->o.targets = PRISM_TARGET_SPIRV;
    a->o.defines = a->defines;
    a->o.num_defines = a->ndef;
    a->o.undefines = a->undefines;
    a->o.num_undefines = a->nundef;
    a->o.include_dirs = a->includes;
    a->o.num_include_dirs = a->ninc;
    a->o.binding_shifts = a->shifts;
    a->o.num_binding_shifts = a->nshifts;
    return 0;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    if (f != stdin)
        fclose(f);
    if (buf)
        *len = n;
    return buf;
}

static int write_file(const char *path, const void *data, size_t size)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size) {
        fprintf(stderr, "prism: cannot write '%s': %s\n", path, strerror(errno));
        if (f && f != stdout)
            fclose(f);
        return 2;
    }
    if (f != stdout)
        fclose(f);
    return 0;
}

static const char *target_ext(PrismTarget t)
{
    return t == PRISM_TARGET_SPIRV ? ".spv" : t == PRISM_TARGET_MSL ? ".metal" : ".wgsl";
}

/* -Fo out: one target and one entry: out itself. Several targets: out.spv,
 * out.metal, out.wgsl. Several entries: out.ENTRY.spv and so on. */
static char *output_name(const Args *a, const PrismBlob *b, int several_targets, int several_entries)
{
    size_t n = strlen(a->output) + strlen(b->entry) + 16;
    char *p = malloc(n);
    if (!several_targets && !several_entries)
        snprintf(p, n, "%s", a->output);
    else if (several_entries)
        snprintf(p, n, "%s.%s%s", a->output, b->entry, target_ext(b->target));
    else
        snprintf(p, n, "%s%s", a->output, target_ext(b->target));
    return p;
}

static int write_outputs(const Args *a, const PrismResult *r)
{
    unsigned t = a->o.targets;
    int several_targets = (t & (t - 1)) != 0;
    int entries = 0;
    for (int i = 0; i < prism_blob_count(r); i++)
        entries += prism_blob(r, i)->target == (PrismTarget)(t & -t);
    for (int i = 0; i < prism_blob_count(r); i++) {
        const PrismBlob *b = prism_blob(r, i);
        if (!a->output) {
            if (b->target != PRISM_TARGET_SPIRV)
                fwrite(b->data, 1, b->size, stdout);
            else if (!isatty(1))
                fwrite(b->data, 1, b->size, stdout);
            continue;
        }
        char *name = output_name(a, b, several_targets, entries > 1);
        int rc = write_file(name, b->data, b->size);
        free(name);
        if (rc)
            return rc;
    }
    if (a->reflect && prism_reflection_json(r)) {
        const char *j = prism_reflection_json(r);
        return write_file(a->reflect, j, strlen(j));
    }
    return 0;
}

int main(int argc, char **argv)
{
    Args a;
    memset(&a, 0, sizeof a);
    int rc = parse_args(&a, argc, argv);
    if (rc)
        return rc;
    size_t len = 0;
    char *src = read_all(a.input, &len);
    if (!src) {
        fprintf(stderr, "prism: cannot read '%s': %s\n", a.input, strerror(errno));
        return 2;
    }
    PrismResult *r = prism_compile(src, len, a.input, &a.o);
    free(src);
    int caret = isatty(2);
    for (int i = 0; i < prism_diagnostic_count(r); i++) {
        char *text = prism_format_diagnostic(r, i, caret);
        fputs(text, stderr);
        free(text);
    }
    static const PrismDump dumps[] = {PRISM_DUMP_PREPROCESSED, PRISM_DUMP_AST, PRISM_DUMP_IR};
    for (size_t i = 0; i < sizeof dumps / sizeof *dumps; i++)
        if (prism_dump(r, dumps[i]))
            fputs(prism_dump(r, dumps[i]), stdout);
    if (prism_time_report(r))
        fputs(prism_time_report(r), stderr);
    bool dumping = a.o.dumps != 0;
    rc = prism_success(r) ? 0 : 1;
    if (rc == 0 && (!dumping || a.output))
        rc = write_outputs(&a, r);
    prism_free(r);
    free(a.defines);
    free(a.undefines);
    free(a.includes);
    free(a.shifts);
    return rc;
}
