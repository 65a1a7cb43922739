/* The command line: DXC's spellings for every flag the two share (DXC's
 * include/dxc/Support/HLSLOptions.td and HLSLOptions.cpp: -T, -E, -Fo, -Fc,
 * -Fre, -D, -I, -HV, -O0..-O3, -Od, -Vd, -WX, -no-warnings, -Wno-NAME, -Zi,
 * -Zpr, -Zpc, -Gis, -Qstrip_debug, -Qstrip_reflect, -M, -MD, -MF, -fcgl, and
 * the SPIR-V group: -spirv, -fspv-*, -fvk-*), our own long options for the
 * rest. A flag DXC spells with a value checks it: anything else is exit
 * status 2 with a message naming the flag and the values it takes. */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver.h"

static const char usage[] =
    "usage: prism [options] FILE.hlsl\n"
    "       prism --jobs JOBS [-j N] [options]\n"
    "\n"
    "Compilation:\n"
    "  -T PROFILE               the stage and shader model:\n"
    "                             cs_6_0, cs_6_1, ... cs_6_8, cs_6_9, cs_6_10  compute\n"
    "                             vs_6_0, vs_6_1, ... vs_6_8, vs_6_9, vs_6_10  vertex\n"
    "                             ps_6_0, ps_6_1, ... ps_6_8, ps_6_9, ps_6_10  pixel\n"
    "                             lib_6_3, lib_6_4, ... lib_6_10  a library: every\n"
    "                                                 [shader(\"...\")] function in one module\n"
    "  -E NAME                  the entry point (default: every [shader(\"...\")] function)\n"
    "  -Fo FILE                 output file; with several targets FILE.spv, FILE.metal, FILE.wgsl\n"
    "  -Fc FILE                 the SPIR-V disassembly (or the MSL / WGSL text) to FILE\n"
    "  -Fre FILE, --reflect FILE  reflection JSON (bindings, push constants, specialization\n"
    "                           constants, required features)\n"
    "  -spirv                   same as --target spirv\n"
    "  --target T               spirv, msl, wgsl or all (repeatable)\n"
    "  -D NAME[=VALUE], -U NAME define or undefine a macro\n"
    "  -I DIR                   search DIR for #include files\n"
    "  -HV 2016|2017|2018|2021|202x  HLSL language version (default 2021)\n"
    "  -enable-16bit-types      half, int16_t, uint16_t, float16_t are 16-bit types\n"
    "  -Zpr, -Zpc               matrices row_major / column_major unless declared (default -Zpc)\n"
    "  -Gis                     IEEE strictness: no contraction of float arithmetic, NaNs,\n"
    "                           infinities and signed zeros kept (SignedZeroInfNanPreserve)\n"
    "  -O0, -Od                 no optional IR passes; -O1, -O2, -O3: all of them (default)\n"
    "  -fcgl                    the same as -O0 (DXC: high-level code only)\n"
    "  -Vd                      do not validate SPIR-V that uses inline SPIR-V\n"
    "  -Zi                      debug information (see -fspv-debug)\n"
    "  -Qstrip_debug            no debug information (OpName, OpSource, lines)\n"
    "  -Qstrip_reflect          no -fspv-reflect decorations\n"
    "  -M                       print the make rule of the input's dependencies, compile nothing\n"
    "  -MD                      also write the make rule to OUTPUT.d (-Fo), or INPUT.d\n"
    "  -MF FILE                 write the make rule to FILE\n"
    "\n"
    "Diagnostics:\n"
    "  -WX                      warnings are errors\n"
    "  -no-warnings             no warnings\n"
    "  -Wno-NAME                no warnings of NAME (docs/diagnostics.md), or -Wno-PRISMnnnn\n"
    "  -WNAME                   warnings of NAME that are off by default (-Wsign-compare)\n"
    "  --max-errors N           stop after N errors (default 50)\n"
    "\n"
    "SPIR-V and Vulkan (DXC's spellings):\n"
    "  -fspv-target-env=ENV     vulkan1.0, vulkan1.1, vulkan1.1spirv1.4, vulkan1.2 (default),\n"
    "                           vulkan1.3, vulkan1.4 or universal1.5\n"
    "  -fspv-extension=EXT      use only the SPIR-V extensions listed (repeatable; KHR: all SPV_KHR_)\n"
    "  -fspv-reflect            SPV_GOOGLE_hlsl_functionality1 and SPV_GOOGLE_user_type decorations\n"
    "  -fspv-debug=WHAT         file, source, line, tool, vulkan or vulkan-with-source\n"
    "                           (NonSemantic.Shader.DebugInfo.100); repeatable\n"
    "  -fspv-enable-maximal-reconvergence  SPV_KHR_maximal_reconvergence\n"
    "  -fspv-preserve-bindings  keep every resource in the module, used or not\n"
    "  -fspv-preserve-interface keep every stage input and output, used or not\n"
    "  -fspv-entrypoint-name=NAME  the OpEntryPoint name (default: the HLSL name)\n"
    "  -fspv-use-legacy-buffer-matrix-order  Load/Store<matrix> of byte-address buffers row by row\n"
    "  -fspv-partitioned-nv     WaveMatch, WaveMultiPrefix* as SPV_NV_shader_subgroup_partitioned\n"
    "                           (not every Vulkan driver has it; default: portable loops)\n"
    "  -fspv-use-vulkan-memory-model  OpMemoryModel Vulkan (VulkanMemoryModel) instead of GLSL450\n"
    "  -fspv-max-id N           fail if the module's ids go past N (DXC's default limit: 4194303)\n"
    "  -fspv-print-all          also print each SPIR-V module's disassembly to stderr\n"
    "  -fspv-reduce-load-size, -fspv-fix-func-call-arguments, -fvk-allow-rwstructuredbuffer-arrays,\n"
    "  -fvk-bind-{resource,sampler,counter}-heap BINDING SET, -Wno-vk-ignored-features,\n"
    "  -Wno-vk-emulated-features  accepted (docs/vulkan.md: what each means here)\n"
    "  -fspv-flatten-resource-arrays  each element of an array of resources a binding of its own\n"
    "  (-Oconfig= and -fspv-debug=rich are refused: see there)\n"
    "  -fvk-use-dx-layout       D3D buffer packing (FXC's cbuffer rules, packed structured buffers)\n"
    "  -fvk-use-gl-layout       strict std140 / std430\n"
    "  -fvk-use-scalar-layout   VK_EXT_scalar_block_layout for every buffer\n"
    "  -fvk-{b,s,t,u}-shift N SPACE   Vulkan binding = register + N for that class\n"
    "                           in SPACE (a number or 'all')\n"
    "  -fvk-bind-register REG SPACE BINDING SET  (or -vkbr) that register's binding and set\n"
    "  -fvk-bind-globals BINDING SET  the $Globals cbuffer's binding and set\n"
    "  -fvk-auto-shift-bindings the -fvk-*-shift flags also move implicit bindings\n"
    "  -fvk-stage-io-order=alpha|decl  Locations of user semantics by name or in order (default)\n"
    "  -fvk-invert-y            negate SV_Position.y written by vertex shaders\n"
    "  -fvk-use-dx-position-w   SV_Position.w read by pixel shaders is 1/w, as in D3D\n"
    "  -fvk-support-nonzero-base-instance  SV_InstanceID counts from the draw's first instance\n"
    "  -fvk-support-nonzero-base-vertex    SV_VertexID counts from the draw's first vertex\n"
    "\n"
    "Prism's own:\n"
    "  --jobs FILE              run the compile jobs of FILE (- : standard input) on every core in\n"
    "                           one process: one job a line, 'INPUT [FLAGS...] OUTPUT' ('-' for\n"
    "                           standard input / output; quotes as in sh); the other flags given\n"
    "                           with --jobs go to every job (docs/jobs.md)\n"
    "  -j N                     with --jobs: N threads (default: one per core)\n"
    "  --jobs-stats             with --jobs: print what the jobs shared (file reads, preprocessing)\n"
    "  -P                       print the preprocessed source\n"
    "  --dump-ast, --dump-ir    print the checked AST / the IR after the passes\n"
    "  --dump-ir-passes         print the IR after each pass, per target module\n"
    "  --time-passes            print the time of each phase\n"
    "  --verify-ir              run the IR verifier after every pass\n"
    "  --version, --help\n";

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "prism: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n(run 'prism --help' for the options)\n");
    va_end(ap);
    return 2;
}

/* A whole decimal number in [lo, hi]. */
static bool parse_int(const char *s, long lo, long hi, int *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (*end || errno || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

typedef struct Parser {
    Args *a;
    int argc;
    char **argv;
    int i;
    const char *arg; /* argv[i] */
} Parser;

/* The value of flag: glued ("-DX", "-fspv-target-env=x") or the next
 * argument ("-D X"). NULL when there is none. */
static const char *value_of(Parser *p, const char *flag)
{
    size_t n = strlen(flag);
    if (p->arg[n])
        return p->arg + n + (p->arg[n] == '=');
    if (p->i + 1 < p->argc)
        return p->argv[++p->i];
    return NULL;
}

/* The next argument of a flag that takes several (-fvk-t-shift N SPACE). */
static const char *next_arg(Parser *p)
{
    return p->i + 1 < p->argc ? p->argv[++p->i] : NULL;
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
        return usage_error("--target: unknown target '%s' (spirv, msl, wgsl or all)", t);
    return 0;
}

/* -fspv-target-env (DXC's list, and vulkan1.4): the Vulkan version and,
 * where it is not the Vulkan version's own, the SPIR-V version. */
static int parse_target_env(Args *a, const char *v)
{
    static const struct {
        const char *name;
        int vulkan;
        unsigned spirv;
    } envs[] = {
        {"vulkan1.0", 100, 0}, {"vulkan1.1", 110, 0}, {"vulkan1.1spirv1.4", 110, 0x00010400u},
        {"vulkan1.2", 120, 0}, {"vulkan1.3", 130, 0}, {"vulkan1.4", 140, 0},
        {"universal1.5", 0, 0x00010500u},
    };
    for (size_t k = 0; k < sizeof envs / sizeof *envs; k++)
        if (strcmp(v, envs[k].name) == 0) {
            a->o.vulkan_version = envs[k].vulkan;
            a->o.spirv_version = envs[k].spirv;
            return 0;
        }
    return usage_error("-fspv-target-env: unknown environment '%s' (vulkan1.0, vulkan1.1, vulkan1.1spirv1.4, "
                       "vulkan1.2, vulkan1.3, vulkan1.4 or universal1.5)", v);
}

/* -fspv-debug=WHAT, DXC's categories: each one implies those before it
 * (file -> source -> line); vulkan adds NonSemantic.Shader.DebugInfo.100,
 * vulkan-with-source with the source text. */
static int parse_debug(Args *a, const char *v)
{
    int *d = &a->o.debug_info;
    a->spv_debug = true;
    if (strcmp(v, "file") == 0)
        *d |= PRISM_DEBUG_FILE;
    else if (strcmp(v, "source") == 0)
        *d |= PRISM_DEBUG_FILE | PRISM_DEBUG_SOURCE;
    else if (strcmp(v, "line") == 0)
        *d |= PRISM_DEBUG_FILE | PRISM_DEBUG_SOURCE | PRISM_DEBUG_LINE;
    else if (strcmp(v, "tool") == 0)
        *d |= PRISM_DEBUG_TOOL;
    else if (strcmp(v, "vulkan") == 0)
        *d |= PRISM_DEBUG_FILE | PRISM_DEBUG_LINE | PRISM_DEBUG_VULKAN;
    else if (strcmp(v, "vulkan-with-source") == 0)
        *d |= PRISM_DEBUG_FILE | PRISM_DEBUG_SOURCE | PRISM_DEBUG_LINE | PRISM_DEBUG_VULKAN;
    else if (strcmp(v, "rich") == 0 || strcmp(v, "rich-with-source") == 0)
        return usage_error("-fspv-debug=%s: OpenCL.DebugInfo.100 is not emitted (Vulkan drivers do not take it); "
                           "use vulkan or vulkan-with-source", v);
    else
        return usage_error("-fspv-debug: unknown category '%s' (file, source, line, tool, vulkan or "
                           "vulkan-with-source)", v);
    return 0;
}

/* -fvk-t-shift N SPACE (DXC: N a non-negative number, SPACE a number or 'all'). */
static int parse_shift(Parser *p)
{
    const char *flag = p->arg, *n = next_arg(p), *space = next_arg(p);
    if (!n || !space)
        return usage_error("%s needs a shift and a space (a number or 'all')", flag);
    struct PrismBindingShift *sh = &p->a->shifts[p->a->nshifts++];
    sh->reg_class = flag[5];
    if (!parse_int(n, 0, 0xffff, &sh->shift))
        return usage_error("%s: the shift must be a number from 0 to 65535, not '%s'", flag, n);
    if (strcmp(space, "all") == 0)
        sh->space = -1;
    else if (!parse_int(space, 0, 0xffff, &sh->space))
        return usage_error("%s: the space must be a number from 0 to 65535 or 'all', not '%s'", flag, space);
    return 0;
}

/* -fvk-bind-register REG SPACE BINDING SET (REG: t3, u0, b1, s2). */
static int parse_bind_register(Parser *p)
{
    const char *flag = p->arg, *v[4];
    for (int k = 0; k < 4; k++)
        if (!(v[k] = next_arg(p)))
            return usage_error("%s needs a register (t0, u1, b2, s3), a space, a binding and a set", flag);
    struct PrismRegisterBinding *rb = &p->a->reg_bindings[p->a->nreg_bindings++];
    rb->reg_class = v[0][0];
    if (!strchr("tubs", v[0][0]) || !v[0][0] || !parse_int(v[0] + 1, 0, 0xffff, &rb->index))
        return usage_error("%s: the register must be t, u, b or s and a number (t0, u1, b2, s3), not '%s'", flag,
                           v[0]);
    static const char *const what[3] = {"space", "binding", "set"};
    int *out[3] = {&rb->space, &rb->binding, &rb->set};
    for (int k = 0; k < 3; k++)
        if (!parse_int(v[k + 1], 0, 0xffff, out[k]))
            return usage_error("%s: the %s must be a number from 0 to 65535, not '%s'", flag, what[k], v[k + 1]);
    return 0;
}

static int parse_bind_globals(Parser *p)
{
    const char *flag = p->arg, *b = next_arg(p), *s = next_arg(p);
    if (!b || !s)
        return usage_error("%s needs a binding and a set", flag);
    if (!parse_int(b, 0, 0xffff, &p->a->o.globals_binding))
        return usage_error("%s: the binding must be a number from 0 to 65535, not '%s'", flag, b);
    if (!parse_int(s, 0, 0xffff, &p->a->o.globals_set))
        return usage_error("%s: the set must be a number from 0 to 65535, not '%s'", flag, s);
    p->a->o.bind_globals = 1;
    return 0;
}

/* Flags without a value: DXC's, then ours. */
/* s is "-" and at least one more character (parse_one): each comparison
 * looks at s[1] before calling strcmp, as most do not match there. */
static bool simple_flag(Args *a, const char *s)
{
    static const struct {
        const char *name;
        size_t field; /* offset of an int in PrismOptions, set to 1 */
    } flags[] = {
        {"-enable-16bit-types", offsetof(PrismOptions, enable_16bit_types)},
        {"-fspv-partitioned-nv", offsetof(PrismOptions, spv_partitioned_nv)},
        {"-fspv-reflect", offsetof(PrismOptions, spv_reflect)},
        {"-fspv-enable-maximal-reconvergence", offsetof(PrismOptions, maximal_reconvergence)},
        {"-fspv-preserve-bindings", offsetof(PrismOptions, preserve_bindings)},
        {"-fspv-preserve-interface", offsetof(PrismOptions, preserve_interface)},
        {"-fspv-use-legacy-buffer-matrix-order", offsetof(PrismOptions, legacy_buffer_matrix_order)},
        {"-fvk-invert-y", offsetof(PrismOptions, invert_y)},
        {"-fvk-use-dx-position-w", offsetof(PrismOptions, dx_position_w)},
        {"-fvk-support-nonzero-base-instance", offsetof(PrismOptions, nonzero_base_instance)},
        {"-fvk-support-nonzero-base-vertex", offsetof(PrismOptions, nonzero_base_vertex)},
        {"-fvk-auto-shift-bindings", offsetof(PrismOptions, auto_shift_bindings)},
        {"-Gis", offsetof(PrismOptions, ieee_strict)},
        {"-WX", offsetof(PrismOptions, warnings_as_errors)},
        {"-no-warnings", offsetof(PrismOptions, no_warnings)},
        {"-Qstrip_debug", offsetof(PrismOptions, strip_debug)},
        {"-Qstrip_reflect", offsetof(PrismOptions, strip_reflect)},
        {"-Zpr", offsetof(PrismOptions, default_row_major)},
        {"--time-passes", offsetof(PrismOptions, time_passes)},
        {"--verify-ir", offsetof(PrismOptions, verify_ir)},
    };
#define IS(f) (s[1] == (f)[1] && strcmp(s, f) == 0)
    for (size_t k = 0; k < sizeof flags / sizeof *flags; k++)
        if (IS(flags[k].name)) {
            *(int *)((char *)&a->o + flags[k].field) = 1;
            return true;
        }
    if (IS("-Zpc"))
        a->o.default_row_major = 0;
    else if (IS("-O0") || IS("-Od") || IS("-fcgl"))
        a->o.optimize = 0;
    else if (IS("-O1") || IS("-O2") || IS("-O3"))
        a->o.optimize = 1;
    else if (IS("-Vd"))
        a->o.skip_validation = 1; /* DXC: skip validation (prism validates modules with inline SPIR-V) */
    else if (IS("-Zi"))
        a->zi = true;
    else if (IS("-spirv"))
        a->o.targets |= PRISM_TARGET_SPIRV;
    else if (IS("-P"))
        a->o.dumps |= PRISM_DUMP_PREPROCESSED;
    else if (IS("--dump-ast"))
        a->o.dumps |= PRISM_DUMP_AST;
    else if (IS("--dump-ir"))
        a->o.dumps |= PRISM_DUMP_IR;
    else if (IS("--dump-ir-passes"))
        a->o.dumps |= PRISM_DUMP_IR_PASSES;
    else if (IS("-M"))
        a->print_deps = true;
    else if (IS("-MD"))
        a->write_deps = true;
    else
        return false;
    return true;
#undef IS
}

static int layout_flag(Args *a, const char *s, bool *matched)
{
    static const struct {
        const char *name;
        int layout;
    } layouts[] = {
        {"-fvk-use-dx-layout", PRISM_LAYOUT_DX},
        {"-fvk-use-gl-layout", PRISM_LAYOUT_GL},
        {"-fvk-use-scalar-layout", PRISM_LAYOUT_SCALAR},
    };
    *matched = false;
    for (size_t k = 0; k < sizeof layouts / sizeof *layouts; k++) {
        if (strcmp(s, layouts[k].name) != 0)
            continue;
        *matched = true;
        if (a->o.layout && a->o.layout != layouts[k].layout)
            return usage_error("%s: only one of -fvk-use-dx-layout, -fvk-use-gl-layout and "
                               "-fvk-use-scalar-layout may be given", s);
        a->o.layout = layouts[k].layout;
    }
    return 0;
}

/* -Wno-NAME: a warning name of docs/diagnostics.md or PRISMnnnn, checked by
 * the library (prism_warning_known). */
static int parse_no_warning(Args *a, const char *name)
{
    if (!prism_warning_known(name))
        return usage_error("-Wno-%s: no warning is named '%s' (the names: %s; or PRISMnnnn of a warning)", name,
                           name, prism_warning_names());
    a->no_warn[a->nno_warn++] = name;
    return 0;
}

/* -WNAME: a warning that is off by default (as DXC: -Wsign-compare). */
static int parse_yes_warning(Args *a, const char *name)
{
    if (!prism_warning_known(name))
        return usage_error("-W%s: no warning is named '%s' (the names: %s; or PRISMnnnn of a warning)", name, name,
                           prism_warning_names());
    a->yes_warn[a->nyes_warn++] = name;
    return 0;
}

/* One argument (and the values it takes). Returns 0 or an exit status. */
static int parse_one(Parser *p, bool *done)
{
    Args *a = p->a;
    const char *s = p->arg, *v;
    bool layout;
    int rc;
    /* the input: no flag starts otherwise ("-" alone is standard input) */
    if (s[0] != '-' || !s[1]) {
        if (a->input)
            return usage_error("more than one input file ('%s')", s);
        a->input = s;
        return 0;
    }
    /* s[1] first: most comparisons fail there, without a call */
#define FLAG(f) (s[1] == (f)[1] && strcmp(s, f) == 0)
#define PREFIX(f) (s[1] == (f)[1] && strncmp(s, f, strlen(f)) == 0)
#define NEED(f)                                   \
    do {                                          \
        if (!(v = value_of(p, f)) || !*v)         \
            return usage_error("%s needs a value", f); \
    } while (0)
    if (FLAG("--help") || FLAG("-help") || FLAG("-h") || FLAG("-?")) {
        fputs(usage, stdout);
        *done = true;
    } else if (FLAG("--version")) {
        printf("prism %s\n", PRISM_VERSION);
        *done = true;
    } else if (simple_flag(a, s)) {
    } else if ((rc = args_spirv_flag(a, p->argc, p->argv, &p->i, &layout)) || layout) {
        return rc;
    } else if (layout_flag(a, s, &layout) || layout) {
        return layout_flag(a, s, &layout);
    } else if (PREFIX("-Fre")) {
        NEED("-Fre");
        a->reflect = v;
    } else if (PREFIX("-Fo")) {
        NEED("-Fo");
        a->output = v;
    } else if (PREFIX("-Fc")) {
        NEED("-Fc");
        a->disassembly = v;
    } else if (PREFIX("-MF")) {
        NEED("-MF");
        a->depfile = v;
        a->write_deps = true;
    } else if (PREFIX("-T")) {
        NEED("-T");
        a->o.profile = v;
    } else if (PREFIX("-E")) {
        NEED("-E");
        a->o.entry = v;
    } else if (PREFIX("--target")) {
        NEED("--target");
        return parse_target(a, v);
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
        /* DXC's versions; 202x is its 2029 (2015: sema refuses it, as DXC does) */
        int hv = 0;
        if (!strcmp(v, "202x"))
            hv = 2029;
        else if (!parse_int(v, 2015, 2021, &hv) || (hv != 2015 && hv != 2016 && hv != 2017 && hv != 2018 && hv != 2021))
            return usage_error("-HV takes 2016, 2017, 2018, 2021 or 202x, not '%s'", v);
        a->o.hlsl_version = hv;
    } else if (PREFIX("-fspv-target-env")) {
        NEED("-fspv-target-env");
        return parse_target_env(a, v);
    } else if (PREFIX("-fspv-extension")) {
        NEED("-fspv-extension");
        if (strncmp(v, "SPV_", 4) != 0 && strcmp(v, "KHR") != 0)
            return usage_error("-fspv-extension: '%s' is no SPIR-V extension (SPV_KHR_..., SPV_EXT_..., or KHR for "
                               "every SPV_KHR_ one)", v);
        a->extensions[a->next++] = v;
    } else if (PREFIX("-fspv-debug")) {
        NEED("-fspv-debug");
        return parse_debug(a, v);
    } else if (PREFIX("-fspv-entrypoint-name")) {
        NEED("-fspv-entrypoint-name");
        a->o.spv_entry_name = v;
    } else if (PREFIX("-fvk-stage-io-order")) {
        NEED("-fvk-stage-io-order");
        if (strcmp(v, "alpha") != 0 && strcmp(v, "decl") != 0)
            return usage_error("-fvk-stage-io-order: unknown order '%s' (alpha or decl)", v);
        a->o.stage_io_alpha = strcmp(v, "alpha") == 0;
    } else if (strlen(s) == 12 && PREFIX("-fvk-") && strcmp(s + 6, "-shift") == 0 && strchr("bstu", s[5])) {
        return parse_shift(p);
    } else if (FLAG("-fvk-bind-register") || FLAG("-vkbr")) {
        return parse_bind_register(p);
    } else if (FLAG("-fvk-bind-globals")) {
        return parse_bind_globals(p);
    } else if (PREFIX("-Wno-")) {
        return parse_no_warning(a, s + 5);
    } else if (PREFIX("-W") && s[2]) {
        return parse_yes_warning(a, s + 2);
    } else if (PREFIX("--reflect")) {
        NEED("--reflect");
        a->reflect = v;
    } else if (PREFIX("--max-errors")) {
        NEED("--max-errors");
        if (!parse_int(v, 1, 1000000, &a->o.max_errors))
            return usage_error("--max-errors takes a number from 1 to 1000000, not '%s'", v);
    } else {
        return usage_error("unknown option '%s'", s);
    }
#undef FLAG
#undef PREFIX
#undef NEED
    return 0;
}

int args_parse(Args *a, int argc, char **argv, bool *done)
{
    a->o = prism_default_options();
    a->o.targets = 0;
    size_t n = (size_t)argc + 1;
    a->defines = calloc(n, sizeof(char *));
    a->undefines = calloc(n, sizeof(char *));
    a->includes = calloc(n, sizeof(char *));
    a->no_warn = calloc(n, sizeof(char *));
    a->yes_warn = calloc(n, sizeof(char *));
    a->extensions = calloc(n, sizeof(char *));
    a->shifts = calloc(n, sizeof *a->shifts);
    a->reg_bindings = calloc(n, sizeof *a->reg_bindings);
    Parser p = {a, argc, argv, 0, NULL};
    *done = false;
    for (p.i = 1; p.i < argc && !*done; p.i++) {
        p.arg = argv[p.i];
        int rc = parse_one(&p, done);
        if (rc)
            return rc;
    }
    if (*done)
        return 0;
    if (!a->input)
        return usage_error("%s", "no input file");
    /* DXC: "-fvk-X-shift cannot be used together with -fvk-bind-register" */
    if (a->nshifts && a->nreg_bindings)
        return usage_error("%s", "-fvk-{b,s,t,u}-shift cannot be used together with -fvk-bind-register");
    if (!a->o.targets)
        a->o.targets = PRISM_TARGET_SPIRV;
    /* -Zi without -fspv-debug: DXC's default categories (all but vulkan). */
    if (a->zi && !a->spv_debug)
        a->o.debug_info = PRISM_DEBUG_FILE | PRISM_DEBUG_SOURCE | PRISM_DEBUG_LINE | PRISM_DEBUG_TOOL;
    a->o.defines = a->defines;
    a->o.num_defines = a->ndef;
    a->o.undefines = a->undefines;
    a->o.num_undefines = a->nundef;
    a->o.include_dirs = a->includes;
    a->o.num_include_dirs = a->ninc;
    a->o.binding_shifts = a->shifts;
    a->o.num_binding_shifts = a->nshifts;
    a->o.register_bindings = a->reg_bindings;
    a->o.num_register_bindings = a->nreg_bindings;
    a->o.disabled_warnings = a->no_warn;
    a->o.num_disabled_warnings = a->nno_warn;
    a->o.enabled_warnings = a->yes_warn;
    a->o.num_enabled_warnings = a->nyes_warn;
    a->o.spv_extensions = a->next ? a->extensions : NULL;
    a->o.num_spv_extensions = a->next;
    return 0;
}

void args_free(Args *a)
{
    free(a->defines);
    free(a->undefines);
    free(a->includes);
    free(a->no_warn);
    free(a->yes_warn);
    free(a->extensions);
    free(a->shifts);
    free(a->reg_bindings);
}
