/* prism.yaml: Prism's extension of the test format (docs/conformance.md).
 * It lives in a split-file section of its own, so the offload-test-suite's
 * tools, which reject unknown keys in pipeline.yaml, never see it:
 *
 *   WaveSize: 16                  required subgroup size (else reflection's)
 *   LaneCount: {Buffer: B, Index: 0}  where the shader stored WaveGetLaneCount()
 *   Expected:                     expected data that depends on the size W
 *     - Buffer: ExpectedOut       a buffer of pipeline.yaml (its placeholder)
 *       Let: {lane: "i % W"}      named integer expressions, in order
 *       Expr: "lane * 2"          one value per element i of the buffer
 *     - Buffer: ExpectedOther
 *       BySubgroupSize: {4: [..], 8: [..], 32: [..]}
 *   Results:                      rules that pipeline.yaml cannot spell
 *     - Result: Name              a result of pipeline.yaml
 *       Rule: BufferUnordered     compare as multisets of elements
 *   KnownIssues:                   drivers known to run this test otherwise: SKIP
 *     - {Device: llvmpipe, Driver: "Mesa 22.3", Note: "driver-bugs/NAME"}
 */
#include "vkrun.h"

#include <string.h>

static int load_lists(struct vr_arena *a, yaml_document_t *d, yaml_node_t *map,
                      struct vr_expect *e)
{
    yaml_node_pair_t *p = map->data.mapping.pairs.start;
    e->nsizes = (int)(map->data.mapping.pairs.top - p);
    e->sizes = vr_alloc(a, (size_t)(e->nsizes + 1) * sizeof *e->sizes);
    e->lists = vr_alloc(a, (size_t)(e->nsizes + 1) * sizeof *e->lists);
    for (int i = 0; i < e->nsizes; i++, p++) {
        unsigned char *data;
        size_t size;
        if (y_u32(yaml_document_get_node(d, p->key), &e->sizes[i]) ||
            vr_parse_data(a, d, yaml_document_get_node(d, p->value),
                          e->buf->format, &data, &size))
            return -1;
        if (size > e->buf->size) {
            fprintf(stderr, "vkrun: prism.yaml: %s at size %u: %zu bytes of data "
                            "for a %zu-byte buffer\n", e->buf->name, e->sizes[i],
                    size, e->buf->size);
            return -1;
        }
        /* shorter lists: the rest is zero, as a FillSize placeholder is */
        e->lists[i] = vr_alloc(a, e->buf->size + 1);
        memcpy(e->lists[i], data, size);
    }
    return 0;
}

static int load_lets(struct vr_arena *a, yaml_document_t *d, yaml_node_t *map,
                     struct vr_expect *e)
{
    if (!map)
        return 0;
    if (map->type != YAML_MAPPING_NODE)
        return -1;
    yaml_node_pair_t *p = map->data.mapping.pairs.start;
    e->nlet = (int)(map->data.mapping.pairs.top - p);
    e->let_names = vr_alloc(a, (size_t)(e->nlet + 1) * sizeof *e->let_names);
    e->let_exprs = vr_alloc(a, (size_t)(e->nlet + 1) * sizeof *e->let_exprs);
    for (int i = 0; i < e->nlet; i++, p++) {
        const char *k = y_str(yaml_document_get_node(d, p->key));
        const char *v = y_str(yaml_document_get_node(d, p->value));
        if (!k || !v)
            return -1;
        e->let_names[i] = vr_strdup(a, k);
        e->let_exprs[i] = vr_strdup(a, v);
    }
    return 0;
}

static int load_expect(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                       yaml_node_t *n, struct vr_expect *e)
{
    e->buf = vr_test_buffer(t, y_str(y_get(d, n, "Buffer")));
    if (!e->buf || e->buf->array_size != 1) {
        fprintf(stderr, "vkrun: prism.yaml: Expected needs Buffer, naming a "
                        "buffer of pipeline.yaml (not an array)\n");
        return -1;
    }
    yaml_node_t *sizes = y_get(d, n, "BySubgroupSize");
    const char *expr = y_str(y_get(d, n, "Expr"));
    if (sizes && sizes->type == YAML_MAPPING_NODE && !expr)
        return load_lists(a, d, sizes, e);
    if (expr && !sizes) {
        e->expr = vr_strdup(a, expr);
        if (load_lets(a, d, y_get(d, n, "Let"), e) == 0)
            return 0;
        fprintf(stderr, "vkrun: prism.yaml: Let is a map of name: expression\n");
        return -1;
    }
    fprintf(stderr, "vkrun: prism.yaml: %s needs either BySubgroupSize (a map) "
                    "or Expr\n", e->buf->name);
    return -1;
}

static int load_rules(struct vr_test *t, yaml_document_t *d, yaml_node_t *list)
{
    for (int i = 0; i < y_len(list); i++) {
        yaml_node_t *n = y_item(d, list, i);
        const char *name = y_str(y_get(d, n, "Result"));
        const char *rule = y_str(y_get(d, n, "Rule"));
        struct vr_result *r = NULL;
        for (int k = 0; name && k < t->nresults; k++)
            if (strcmp(t->results[k].name, name) == 0)
                r = &t->results[k];
        if (!r || !rule || strcmp(rule, "BufferUnordered") != 0) {
            fprintf(stderr, "vkrun: prism.yaml: Results entries name a result "
                            "of pipeline.yaml and Rule: BufferUnordered\n");
            return -1;
        }
        r->rule = VR_RULE_UNORDERED;
    }
    return 0;
}

static int load_bugs(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                     yaml_node_t *list)
{
    t->nbugs = y_len(list);
    t->bugs = vr_alloc(a, (size_t)(t->nbugs + 1) * sizeof *t->bugs);
    for (int i = 0; i < t->nbugs; i++) {
        yaml_node_t *n = y_item(d, list, i);
        const char *dev = y_str(y_get(d, n, "Device"));
        const char *drv = y_str(y_get(d, n, "Driver"));
        const char *note = y_str(y_get(d, n, "Note"));
        if (!dev || !note) {
            fprintf(stderr, "vkrun: prism.yaml: KnownIssues entries need Device and Note\n");
            return -1;
        }
        t->bugs[i].device = vr_strdup(a, dev);
        t->bugs[i].driver = drv ? vr_strdup(a, drv) : NULL;
        t->bugs[i].note = vr_strdup(a, note);
    }
    return 0;
}

static int load_ext(struct vr_arena *a, struct vr_test *t, yaml_document_t *d)
{
    yaml_node_t *root = y_root(d);
    yaml_node_t *ws = y_get(d, root, "WaveSize");
    if (ws && y_u32(ws, &t->wave_size)) {
        fprintf(stderr, "vkrun: prism.yaml: WaveSize is a number\n");
        return -1;
    }
    yaml_node_t *lc = y_get(d, root, "LaneCount");
    if (lc) {
        t->lane_buf = vr_test_buffer(t, y_str(y_get(d, lc, "Buffer")));
        if (!t->lane_buf || y_u32(y_get(d, lc, "Index"), &t->lane_index) ||
            (t->lane_index + 1) * 4 > t->lane_buf->size) {
            fprintf(stderr, "vkrun: prism.yaml: LaneCount needs Buffer and an "
                            "Index of a 32-bit element in it\n");
            return -1;
        }
    }
    yaml_node_t *ex = y_get(d, root, "Expected");
    t->nexpects = y_len(ex);
    t->expects = vr_alloc(a, (size_t)(t->nexpects + 1) * sizeof *t->expects);
    for (int i = 0; i < t->nexpects; i++)
        if (load_expect(a, t, d, y_item(d, ex, i), &t->expects[i]))
            return -1;
    if (load_bugs(a, t, d, y_get(d, root, "KnownIssues")))
        return -1;
    if (vr_ext_gfx_load(a, t, d, root))
        return -1;
    return load_rules(t, d, y_get(d, root, "Results"));
}

int vr_ext_load(struct vr_arena *a, struct vr_test *t, const char *text)
{
    yaml_document_t d;
    if (y_load(&d, text, "prism.yaml"))
        return -1;
    int rc = load_ext(a, t, &d);
    yaml_document_delete(&d);
    return rc;
}

/* IEEE binary16 from a double: round to nearest even through float. */
static uint16_t to_half(double v)
{
    float f = (float)v;
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000u;
    int exp = (int)((x >> 23) & 0xff) - 127 + 15;
    uint32_t man = x & 0x7fffffu;
    if (((x >> 23) & 0xff) == 0xff)
        return (uint16_t)(sign | 0x7c00u | (man ? 0x200u : 0));
    if (exp >= 31)
        return (uint16_t)(sign | 0x7c00u);
    if (exp <= 0) {
        if (exp < -10)
            return (uint16_t)sign;
        man |= 0x800000u;
        uint32_t shift = (uint32_t)(14 - exp);
        uint32_t h = man >> shift, rest = man & ((1u << shift) - 1), half = 1u << (shift - 1);
        h += rest > half || (rest == half && (h & 1));
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((uint32_t)exp << 10) | (man >> 13), rest = man & 0x1fffu;
    h += rest > 0x1000u || (rest == 0x1000u && (h & 1));
    return (uint16_t)(sign | h);
}

static void store(enum vr_format f, int64_t v, unsigned char *dst)
{
    const struct vr_format_info *fi = &vr_formats[f];
    if (f == VR_F_Float16) {
        uint16_t h = to_half((double)v);
        memcpy(dst, &h, 2);
    } else if (fi->kind == VR_K_FLOAT && fi->bytes == 4) {
        float x = (float)v;
        memcpy(dst, &x, 4);
    } else if (fi->kind == VR_K_FLOAT) {
        double x = (double)v;
        memcpy(dst, &x, 8);
    } else {
        memcpy(dst, &v, fi->bytes); /* little-endian: the low bytes */
    }
}

static int apply_expr(struct vr_expect *e, uint32_t w)
{
    unsigned bytes = vr_formats[e->buf->format].bytes;
    size_t n = e->buf->size / bytes;
    char err[160];
    for (size_t i = 0; i < n; i++) {
        struct vr_vars v = {3, {"i", "W", "N"}, {(int64_t)i, w, (int64_t)n}};
        int64_t x = 0;
        for (int k = 0; k < e->nlet && v.n < 40; k++) {
            if (vr_expr_eval(e->let_exprs[k], &v, &x, err, sizeof err))
                goto bad;
            v.names[v.n] = e->let_names[k];
            v.values[v.n++] = x;
        }
        if (vr_expr_eval(e->expr, &v, &x, err, sizeof err))
            goto bad;
        store(e->buf->format, x, e->buf->data[0] + i * bytes);
    }
    return VR_PASS;
bad:
    fprintf(stderr, "vkrun: prism.yaml: %s: %s\n", e->buf->name, err);
    return VR_BAD;
}

int vr_ext_apply(struct vr_test *t, uint32_t w)
{
    for (int k = 0; k < t->nexpects; k++) {
        struct vr_expect *e = &t->expects[k];
        if (e->expr) {
            int rc = apply_expr(e, w);
            if (rc != VR_PASS)
                return rc;
            continue;
        }
        int i = 0;
        while (i < e->nsizes && e->sizes[i] != w)
            i++;
        if (i == e->nsizes) {
            printf("SKIP: the test gives no %s data for subgroup size %u\n",
                   e->buf->name, w);
            return VR_SKIP;
        }
        memcpy(e->buf->data[0], e->lists[i], e->buf->size);
    }
    return VR_PASS;
}
