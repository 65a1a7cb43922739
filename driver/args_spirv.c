/* DXC's SPIR-V flags beyond those args.c reads with a meaning of their own:
 * each is given its meaning here, accepted where DXC's meaning holds of
 * prism's output already, or refused (exit 2) where prism cannot do what it
 * asks, with what to do instead. DXC's spellings and help texts are from its
 * include/dxc/Support/HLSLOptions.td. docs/vulkan.md lists them. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver.h"

static int refuse(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int refuse(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "prism: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n(run 'prism --help' for the options)\n");
    va_end(ap);
    return 2;
}

static bool number(const char *s, long lo, long hi, long *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (*end || errno || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* The value after argv[*i], consumed; NULL at the end. */
static const char *take(int argc, char **argv, int *i)
{
    return *i + 1 < argc ? argv[++*i] : NULL;
}

/* -fvk-bind-resource-heap / -sampler-heap / -counter-heap BINDING SET:
 * where ResourceDescriptorHeap / SamplerDescriptorHeap (SM 6.6) and the
 * counters of buffers taken from the heap are bound, as in DXC
 * (sema_bindings.c, assign_heaps and assign_counter_heap). */
static int heap_flag(Args *a, const char *flag, int argc, char **argv, int *i)
{
    const char *b = take(argc, argv, i), *s = take(argc, argv, i);
    long vb, vs;
    if (!b || !s)
        return refuse("%s needs a binding and a set", flag);
    if (!number(b, 0, 0xffff, &vb))
        return refuse("%s: the binding must be a number from 0 to 65535, not '%s'", flag, b);
    if (!number(s, 0, 0xffff, &vs))
        return refuse("%s: the set must be a number from 0 to 65535, not '%s'", flag, s);
    int k = flag[10] == 'r' ? 0 : flag[10] == 's' ? 1 : 2; /* -fvk-bind-{resource,sampler,counter}-heap */
    a->o.bind_heap[k] = 1;
    a->o.heap_binding[k] = (int)vb;
    a->o.heap_set[k] = (int)vs;
    return 0;
}

int args_spirv_flag(Args *a, int argc, char **argv, int *i, bool *matched)
{
    const char *s = argv[*i];
    *matched = false;
    if (s[0] != '-' || (s[1] != 'f' && s[1] != 'O' && s[1] != 'W')) /* each flag here starts so */
        return 0;
    *matched = true;
    if (!strcmp(s, "-fspv-use-vulkan-memory-model")) {
        a->o.vulkan_memory_model = 1;
    } else if (!strcmp(s, "-fspv-reduce-load-size") || !strcmp(s, "-fspv-fix-func-call-arguments") ||
               !strcmp(s, "-fvk-allow-rwstructuredbuffer-arrays")) {
        /* each changes nothing prism emits: docs/vulkan.md says why */
    } else if (!strcmp(s, "-fspv-print-all")) {
        a->print_all = true;
    } else if (!strcmp(s, "-fspv-max-id") || !strncmp(s, "-fspv-max-id=", 13)) {
        const char *v = s[12] == '=' ? s + 13 : take(argc, argv, i);
        long n;
        if (!number(v, 1, 0x7fffffffL, &n))
            return refuse("-fspv-max-id takes a number from 1 to 2147483647 (DXC's default: 4194303), not '%s'",
                          v ? v : "");
        a->max_id = n;
    } else if (!strcmp(s, "-fvk-bind-resource-heap") || !strcmp(s, "-fvk-bind-sampler-heap") ||
               !strcmp(s, "-fvk-bind-counter-heap")) {
        return heap_flag(a, s, argc, argv, i);
    } else if (!strcmp(s, "-fspv-flatten-resource-arrays")) {
        a->o.flatten_resource_arrays = 1; /* frontend/lower_resource_flat.c */
    } else if (!strncmp(s, "-Oconfig", 8)) {
        return refuse("%s: prism does not run SPIRV-Tools' optimizer, so it takes no list of its passes; use -O0 "
                      "(no optional passes) to -O3 (all of prism's own), or run spirv-opt on the output", s);
    } else if (!strncmp(s, "-Wno-vk-", 8)) {
        /* DXC's warning groups for what its SPIR-V backend ignores or
         * emulates; prism warns of neither (it does it or gives an error) */
        if (strcmp(s + 5, "vk-ignored-features") && strcmp(s + 5, "vk-emulated-features"))
            return refuse("%s: no warning is named '%s' (DXC's Vulkan groups: vk-ignored-features, "
                          "vk-emulated-features)", s, s + 5);
    } else {
        *matched = false;
    }
    return 0;
}

/* -fspv-max-id: DXC's "maximum value for an id in the SPIR-V binary" is the
 * bound in the module's header (word 3) less one. */
int args_check_max_id(FILE *err, const Args *a, const char *entry, const void *spirv, size_t size)
{
    if (!a->max_id || size < 20)
        return 0;
    const unsigned char *b = spirv;
    unsigned long bound = b[12] | (unsigned long)b[13] << 8 | (unsigned long)b[14] << 16 | (unsigned long)b[15] << 24;
    if (bound - 1 <= (unsigned long)a->max_id)
        return 0;
    fprintf(err, "prism: the SPIR-V of '%s' uses ids up to %lu, over -fspv-max-id %ld\n", entry, bound - 1,
            a->max_id);
    return 1;
}
