/* Reading a .test file: the split-file sections, the lit RUN lines, and
 * pipeline.yaml (the offload-test-suite schema, compute part: see
 * lib/Support/Pipeline.cpp of llvm/offload-test-suite for the original). */
#include "vkrun.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

const struct vr_format_info vr_formats[VR_F_COUNT] = {
#define X(n, b, k) [VR_F_##n] = {#n, b, k},
    VR_FORMATS(X)
#undef X
};

const struct vr_rkind_info vr_rkinds[VR_R_COUNT] = {
#define X(n, r, raw, rw, d) [VR_R_##n] = {#n, r, raw, rw, d},
    VR_RESOURCE_KINDS(X)
#undef X
};

struct sections {
    const char *hlsl, *pipeline, *prism;
    const char *other_yaml; /* the first other NAME.yaml: the pipeline when
                               there is no pipeline.yaml (the suite's older
                               tests name it after the test) */
};

/* split-file: a line "#--- NAME" or "//--- NAME" starts the file NAME;
 * text before the first one belongs to no file. Returns the name, or NULL
 * if the line is not a separator. */
static const char *separator(struct vr_arena *a, const char *line, size_t len)
{
    size_t skip = 0;
    if (len >= 5 && memcmp(line, "#--- ", 5) == 0)
        skip = 5;
    else if (len >= 6 && memcmp(line, "//--- ", 6) == 0)
        skip = 6;
    else
        return NULL;
    while (len > skip && (line[len - 1] == ' ' || line[len - 1] == '\r'))
        len--;
    return vr_strndup(a, line + skip, len - skip);
}

static void keep_section(struct sections *s, const char *name, const char *text)
{
    size_t n = strlen(name);
    if (!s->hlsl && n > 5 && strcmp(name + n - 5, ".hlsl") == 0)
        s->hlsl = text;
    else if (strcmp(name, "pipeline.yaml") == 0)
        s->pipeline = text;
    else if (strcmp(name, "prism.yaml") == 0)
        s->prism = text;
    else if (!s->other_yaml && n > 5 && strcmp(name + n - 5, ".yaml") == 0)
        s->other_yaml = text;
}

/* The only use of lit's RUN lines: the profile and the language flags the
 * test compiles with (the same for DXC and for us). */
static void run_line(struct vr_arena *a, struct vr_test *t, const char *line,
                     size_t len)
{
    const char *run = NULL;
    for (size_t i = 0; i + 4 <= len; i++)
        if (memcmp(line + i, "RUN:", 4) == 0) {
            run = line + i + 4;
            break;
        }
    if (!run)
        return;
    char *copy = vr_strndup(a, run, (size_t)(line + len - run));
    const char *prev = "";
    for (char *tok = strtok(copy, " \t"); tok; tok = strtok(NULL, " \t")) {
        int takes_value = strcmp(prev, "-HV") == 0 || strcmp(prev, "-D") == 0;
        if (strcmp(prev, "-T") == 0 && !t->profile[0] &&
            strncmp(tok, "cs_6_", 5) == 0 && strlen(tok) < sizeof t->profile)
            strcpy(t->profile, tok);
        else if ((takes_value || strcmp(tok, "-enable-16bit-types") == 0 ||
                  strncmp(tok, "-fspv-target-env=", 17) == 0 ||
                  (strncmp(tok, "-D", 2) == 0 && tok[2]) ||
                  strcmp(tok, "-HV") == 0 || strcmp(tok, "-D") == 0) &&
                 t->nargs < (int)(sizeof t->args / sizeof t->args[0]))
            t->args[t->nargs++] = tok;
        prev = tok;
    }
}

static void split(struct vr_arena *a, struct vr_test *t, char *text,
                  struct sections *s)
{
    const char *name = NULL;
    char *body = NULL;
    for (char *line = text; *line;) {
        char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        char *next = nl ? nl + 1 : line + len;
        const char *sep = separator(a, line, len);
        if (sep) {
            if (name)
                keep_section(s, name, vr_strndup(a, body, (size_t)(line - body)));
            name = sep;
            body = next;
        } else {
            run_line(a, t, line, len);
        }
        line = next;
    }
    if (name)
        keep_section(s, name, vr_strndup(a, body, strlen(body)));
}

int vr_test_load(struct vr_arena *a, struct vr_test *t, const char *path)
{
    size_t len;
    char *text = vr_read_file(a, path, &len);
    if (!text) {
        fprintf(stderr, "vkrun: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    struct sections s = {0};
    t->path = path;
    split(a, t, text, &s);
    if (!s.pipeline)
        s.pipeline = s.other_yaml;
    if (!s.hlsl || !s.pipeline) {
        fprintf(stderr, "vkrun: %s: needs '#--- NAME.hlsl' and "
                        "'#--- pipeline.yaml' sections\n", path);
        return -1;
    }
    t->source = s.hlsl;
    return vr_test_load_yaml(a, t, s.pipeline, s.prism);
}

/* ---- data ---- */

static int parse_float(const char *s, double *out)
{
    const char *p = s;
    int neg = *p == '-';
    if (*p == '-' || *p == '+')
        p++;
    if (strcmp(p, ".nan") == 0 || strcmp(p, ".NaN") == 0 || strcmp(p, "nan") == 0) {
        *out = NAN;
        return 0;
    }
    if (strcmp(p, ".inf") == 0 || strcmp(p, ".Inf") == 0 || strcmp(p, "inf") == 0) {
        *out = neg ? -INFINITY : INFINITY;
        return 0;
    }
    char *end;
    *out = strtod(s, &end);
    return *s && !*end ? 0 : -1;
}

/* Stores one YAML scalar in format f at dst. Float16 data is written as
 * Hex16 bits, as the original does ("assuming no native float16"). */
static int put_scalar(const char *s, enum vr_format f, unsigned char *dst)
{
    const struct vr_format_info *fi = &vr_formats[f];
    char *end;
    errno = 0;
    if (fi->kind == VR_K_FLOAT && f != VR_F_Float16) {
        double d;
        if (parse_float(s, &d))
            return -1;
        if (fi->bytes == 4) {
            float x = (float)d;
            memcpy(dst, &x, 4);
        } else {
            memcpy(dst, &d, 8);
        }
        return 0;
    }
    uint64_t v;
    if (strcmp(s, "true") == 0 || strcmp(s, "false") == 0) { /* Bool data */
        memset(dst, 0, fi->bytes);
        dst[0] = s[0] == 't';
        return 0;
    }
    if (fi->kind == VR_K_SINT)
        v = (uint64_t)strtoll(s, &end, 0);
    else
        v = strtoull(s, &end, 0);
    if (!*s || *end || errno)
        return -1;
    /* little-endian hosts only: the bytes a GPU reads */
    memcpy(dst, &v, fi->bytes);
    return 0;
}

int vr_parse_data(struct vr_arena *a, yaml_document_t *d, yaml_node_t *list,
                  enum vr_format f, unsigned char **out, size_t *size)
{
    if (!list || list->type != YAML_SEQUENCE_NODE)
        return -1;
    unsigned bytes = vr_formats[f].bytes;
    int n = y_len(list);
    *size = (size_t)n * bytes;
    *out = vr_alloc(a, *size ? *size : 1);
    for (int i = 0; i < n; i++) {
        const char *s = y_str(y_item(d, list, i));
        if (!s || put_scalar(s, f, *out + (size_t)i * bytes)) {
            fprintf(stderr, "vkrun: bad %s value '%s'\n", vr_formats[f].name,
                    s ? s : "(not a scalar)");
            return -1;
        }
    }
    return 0;
}

/* ---- pipeline.yaml ---- */

static int lookup_format(const char *s, enum vr_format *f)
{
    for (int i = 0; s && i < VR_F_COUNT; i++)
        if (strcmp(s, vr_formats[i].name) == 0) {
            *f = (enum vr_format)i;
            return 0;
        }
    return -1;
}

static int opt_u32(yaml_node_t *n, uint32_t dflt, uint32_t *out)
{
    *out = dflt;
    return n ? y_u32(n, out) : 0;
}

/* FillSize is in bytes; FillValue (default 0) repeats over them. */
static int fill_buffer(struct vr_arena *a, struct vr_buffer *b, yaml_node_t *size,
                       yaml_node_t *value)
{
    uint32_t n;
    if (y_u32(size, &n))
        return -1;
    unsigned bytes = vr_formats[b->format].bytes;
    unsigned char one[8] = {0};
    if (value && put_scalar(y_str(value) ? y_str(value) : "", b->format, one))
        return -1;
    b->size = n;
    b->data = vr_alloc(a, b->array_size * sizeof *b->data);
    for (uint32_t k = 0; k < b->array_size; k++) {
        b->data[k] = vr_alloc(a, n ? n : 1);
        for (uint32_t i = 0; i < n; i++)
            b->data[k][i] = one[i % bytes];
    }
    return 0;
}

static int data_buffer(struct vr_arena *a, yaml_document_t *d, struct vr_buffer *b,
                       yaml_node_t *data)
{
    b->data = vr_alloc(a, b->array_size * sizeof *b->data);
    if (b->array_size == 1)
        return vr_parse_data(a, d, data, b->format, &b->data[0], &b->size);
    if (y_len(data) != (int)b->array_size) {
        fprintf(stderr, "vkrun: buffer %s: expected %u data lists\n", b->name,
                b->array_size);
        return -1;
    }
    for (uint32_t k = 0; k < b->array_size; k++) {
        size_t size;
        if (vr_parse_data(a, d, y_item(d, data, (int)k), b->format, &b->data[k],
                          &size))
            return -1;
        if (k > 0 && size != b->size) {
            fprintf(stderr, "vkrun: buffer %s: all buffers must have the same size\n",
                    b->name);
            return -1;
        }
        b->size = size;
    }
    return 0;
}

static int load_buffer(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                       yaml_node_t *n, struct vr_buffer *b)
{
    uint32_t channels, stride;
    b->name = vr_strdup(a, y_str(y_get(d, n, "Name")) ? y_str(y_get(d, n, "Name")) : "");
    if (!*b->name || lookup_format(y_str(y_get(d, n, "Format")), &b->format) ||
        opt_u32(y_get(d, n, "Channels"), 1, &channels) ||
        opt_u32(y_get(d, n, "Stride"), 0, &stride) ||
        opt_u32(y_get(d, n, "ArraySize"), 1, &b->array_size) || !b->array_size) {
        fprintf(stderr, "vkrun: a buffer needs Name and a known Format "
                        "(and numbers for Channels, Stride, ArraySize)\n");
        return -1;
    }
    b->channels = (int)channels;
    b->stride = (int)stride;
    if (y_get(d, n, "OutputProps") && !t->unsupported)
        t->unsupported = "textures (OutputProps)";
    yaml_node_t *fill = y_get(d, n, "FillSize");
    if (fill)
        return fill_buffer(a, b, fill, y_get(d, n, "FillValue"));
    yaml_node_t *zero = y_get(d, n, "ZeroInitSize"); /* the suite's older spelling */
    if (zero)
        return fill_buffer(a, b, zero, NULL);
    yaml_node_t *data = y_get(d, n, "Data");
    if (!data) {
        fprintf(stderr, "vkrun: buffer %s needs Data or FillSize\n", b->name);
        return -1;
    }
    return data_buffer(a, d, b, data);
}

struct vr_buffer *vr_test_buffer(struct vr_test *t, const char *name)
{
    for (int i = 0; name && i < t->nbufs; i++)
        if (strcmp(t->bufs[i].name, name) == 0)
            return &t->bufs[i];
    return NULL;
}

static int load_shaders(struct vr_test *t, yaml_document_t *d, yaml_node_t *root,
                        struct vr_arena *a)
{
    yaml_node_t *shaders = y_get(d, root, "Shaders");
    yaml_node_t *sh = y_item(d, shaders, 0);
    const char *stage = y_str(y_get(d, sh, "Stage"));
    const char *entry = y_str(y_get(d, sh, "Entry"));
    if (!stage || !entry) {
        fprintf(stderr, "vkrun: Shaders needs a Stage and an Entry\n");
        return -1;
    }
    t->entry = vr_strdup(a, entry);
    if (strcmp(stage, "Compute") != 0 || y_len(shaders) != 1)
        t->unsupported = "not a compute pipeline";
    if (y_get(d, sh, "SpecializationConstants"))
        t->unsupported = "specialization constants";
    /* DispatchSize under the shader (the suite's tests), or the newer
     * DispatchParameters: DispatchGroupCount. */
    yaml_node_t *size = y_get(d, sh, "DispatchSize");
    if (!size)
        size = y_get(d, y_get(d, root, "DispatchParameters"), "DispatchGroupCount");
    for (int i = 0; i < 3; i++)
        t->dispatch[i] = 1;
    for (int i = 0; size && i < 3; i++)
        if (y_u32(y_item(d, size, i), &t->dispatch[i])) {
            fprintf(stderr, "vkrun: DispatchSize needs three numbers\n");
            return -1;
        }
    return 0;
}

static int lookup_kind(const char *s, enum vr_rkind *k)
{
    for (int i = 0; s && i < VR_R_COUNT; i++)
        if (strcmp(s, vr_rkinds[i].name) == 0) {
            *k = (enum vr_rkind)i;
            return 0;
        }
    return -1;
}

static int load_resource(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                         yaml_node_t *n, struct vr_resource *r)
{
    const char *name = y_str(y_get(d, n, "Name"));
    const char *kind = y_str(y_get(d, n, "Kind"));
    if (!name || !kind) {
        fprintf(stderr, "vkrun: a resource needs Name and Kind\n");
        return -1;
    }
    r->name = vr_strdup(a, name);
    if (lookup_kind(kind, &r->kind)) {
        t->unsupported = vr_strdup(a, kind); /* textures, samplers, ... */
        return 0;
    }
    r->buf = vr_test_buffer(t, name);
    yaml_node_t *dx = y_get(d, n, "DirectXBinding");
    if (!r->buf || !dx || y_u32(y_get(d, dx, "Register"), &r->reg) ||
        y_u32(y_get(d, dx, "Space"), &r->space)) {
        fprintf(stderr, "vkrun: resource %s: needs a buffer of that name and "
                        "DirectXBinding {Register, Space}\n", name);
        return -1;
    }
    yaml_node_t *vk = y_get(d, n, "VulkanBinding");
    r->has_vk_binding = vk != NULL;
    if (vk && y_u32(y_get(d, vk, "Binding"), &r->binding)) {
        fprintf(stderr, "vkrun: resource %s: VulkanBinding needs Binding\n", name);
        return -1;
    }
    r->has_counter = y_str(y_get(d, n, "HasCounter")) &&
                     strcmp(y_str(y_get(d, n, "HasCounter")), "true") == 0;
    if (r->has_counter)
        t->unsupported = "UAV counters";
    return 0;
}

static int load_sets(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                     yaml_node_t *sets)
{
    t->nsets = y_len(sets);
    t->sets = vr_alloc(a, (size_t)(t->nsets + 1) * sizeof *t->sets);
    for (int s = 0; s < t->nsets; s++) {
        yaml_node_t *res = y_get(d, y_item(d, sets, s), "Resources");
        struct vr_set *set = &t->sets[s];
        set->nres = y_len(res);
        set->res = vr_alloc(a, (size_t)(set->nres + 1) * sizeof *set->res);
        for (int i = 0; i < set->nres; i++)
            if (load_resource(a, t, d, y_item(d, res, i), &set->res[i]))
                return -1;
    }
    return 0;
}

static int lookup_rule(const char *s, enum vr_rule *r)
{
    static const char *const names[] = {"BufferExact", "BufferFloatULP",
                                        "BufferFloatEpsilon"};
    for (int i = 0; s && i < 3; i++)
        if (strcmp(s, names[i]) == 0) {
            *r = (enum vr_rule)i;
            return 0;
        }
    return -1;
}

static int load_result(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                       yaml_node_t *n, struct vr_result *r)
{
    const char *name = y_str(y_get(d, n, "Result"));
    r->actual = vr_test_buffer(t, y_str(y_get(d, n, "Actual")));
    r->expected = vr_test_buffer(t, y_str(y_get(d, n, "Expected")));
    if (!name || lookup_rule(y_str(y_get(d, n, "Rule")), &r->rule) || !r->actual ||
        !r->expected) {
        fprintf(stderr, "vkrun: a result needs Result, a known Rule, and "
                        "Actual and Expected naming buffers\n");
        return -1;
    }
    r->name = vr_strdup(a, name);
    if (r->rule == VR_RULE_ULP && y_u32(y_get(d, n, "ULPT"), &r->ulpt)) {
        fprintf(stderr, "vkrun: result %s: BufferFloatULP needs ULPT\n", name);
        return -1;
    }
    if (r->rule == VR_RULE_EPSILON) {
        const char *e = y_str(y_get(d, n, "Epsilon"));
        if (!e || parse_float(e, &r->epsilon)) {
            fprintf(stderr, "vkrun: result %s: BufferFloatEpsilon needs Epsilon\n",
                    name);
            return -1;
        }
    }
    if (r->rule != VR_RULE_EXACT &&
        (vr_formats[r->actual->format].kind != VR_K_FLOAT ||
         r->actual->format != r->expected->format)) {
        fprintf(stderr, "vkrun: result %s: BufferFloat rules need two float "
                        "buffers of one format\n", name);
        return -1;
    }
    return 0;
}

static int load_pipeline(struct vr_arena *a, struct vr_test *t, yaml_document_t *d)
{
    yaml_node_t *root = y_root(d);
    static const char *const unsupported[] = {
        "PushConstants", "Samplers", "Bindings", "AccelerationStructures",
        "RuntimeSettings"};
    for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
        if (y_get(d, root, unsupported[i]))
            t->unsupported = unsupported[i];
    if (load_shaders(t, d, root, a))
        return -1;
    yaml_node_t *bufs = y_get(d, root, "Buffers");
    t->nbufs = y_len(bufs);
    t->bufs = vr_alloc(a, (size_t)(t->nbufs + 1) * sizeof *t->bufs);
    for (int i = 0; i < t->nbufs; i++)
        if (load_buffer(a, t, d, y_item(d, bufs, i), &t->bufs[i]))
            return -1;
    if (load_sets(a, t, d, y_get(d, root, "DescriptorSets")))
        return -1;
    yaml_node_t *res = y_get(d, root, "Results");
    t->nresults = y_len(res);
    t->results = vr_alloc(a, (size_t)(t->nresults + 1) * sizeof *t->results);
    for (int i = 0; i < t->nresults; i++)
        if (load_result(a, t, d, y_item(d, res, i), &t->results[i]))
            return -1;
    return 0;
}

int vr_test_load_yaml(struct vr_arena *a, struct vr_test *t, const char *pipeline,
                      const char *prism_ext)
{
    yaml_document_t d;
    if (y_load(&d, pipeline, "pipeline.yaml"))
        return -1;
    int rc = load_pipeline(a, t, &d);
    yaml_document_delete(&d);
    if (rc == 0 && !t->profile[0])
        strcpy(t->profile, "cs_6_0");
    if (rc == 0 && prism_ext)
        rc = vr_ext_load(a, t, prism_ext);
    return rc;
}
