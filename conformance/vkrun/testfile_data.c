/* pipeline.yaml's Buffers: formats, Data / FillSize, OutputProps (as the
 * suite's lib/Support/Pipeline.cpp reads them). */
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

int vr_parse_float(const char *s, double *out)
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
int vr_put_scalar(const char *s, enum vr_format f, unsigned char *dst)
{
    const struct vr_format_info *fi = &vr_formats[f];
    char *end;
    errno = 0;
    if (fi->kind == VR_K_FLOAT && f != VR_F_Float16) {
        double d;
        if (vr_parse_float(s, &d))
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
        if (!s || vr_put_scalar(s, f, *out + (size_t)i * bytes)) {
            fprintf(stderr, "vkrun: bad %s value '%s'\n", vr_formats[f].name,
                    s ? s : "(not a scalar)");
            return -1;
        }
    }
    return 0;
}

int vr_lookup_format(const char *s, enum vr_format *f)
{
    for (int i = 0; s && i < VR_F_COUNT; i++)
        if (strcmp(s, vr_formats[i].name) == 0) {
            *f = (enum vr_format)i;
            return 0;
        }
    return -1;
}

int vr_opt_u32(yaml_node_t *n, uint32_t dflt, uint32_t *out)
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
    if (value && vr_put_scalar(y_str(value) ? y_str(value) : "", b->format, one))
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

static int load_props(yaml_document_t *d, yaml_node_t *n, struct vr_buffer *b)
{
    yaml_node_t *p = y_get(d, n, "OutputProps");
    if (!p)
        return 0;
    b->has_props = 1;
    b->img.samples = 1;
    if (y_u32(y_get(d, p, "Width"), &b->img.width) ||
        y_u32(y_get(d, p, "Height"), &b->img.height) ||
        y_u32(y_get(d, p, "Depth"), &b->img.depth) ||
        vr_opt_u32(y_get(d, p, "MipLevels"), 1, &b->img.mips) || !b->img.mips) {
        fprintf(stderr, "vkrun: buffer %s: OutputProps needs Width, Height, Depth "
                        "(and MipLevels) as numbers\n", b->name);
        return -1;
    }
    return 0;
}

int vr_load_buffer(struct vr_arena *a, yaml_document_t *d, yaml_node_t *n,
                   struct vr_buffer *b)
{
    uint32_t channels, stride;
    b->name = vr_strdup(a, y_str(y_get(d, n, "Name")) ? y_str(y_get(d, n, "Name")) : "");
    if (!*b->name || vr_lookup_format(y_str(y_get(d, n, "Format")), &b->format) ||
        vr_opt_u32(y_get(d, n, "Channels"), 1, &channels) ||
        vr_opt_u32(y_get(d, n, "Stride"), 0, &stride) ||
        vr_opt_u32(y_get(d, n, "ArraySize"), 1, &b->array_size) || !b->array_size) {
        fprintf(stderr, "vkrun: a buffer needs Name and a known Format "
                        "(and numbers for Channels, Stride, ArraySize)\n");
        return -1;
    }
    b->channels = (int)channels;
    b->stride = (int)stride;
    if (stride && channels != 1) {
        fprintf(stderr, "vkrun: Cannot set a structure stride and more than one channel.\n");
        return -1;
    }
    if (load_props(d, n, b))
        return -1;
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

/* The bytes of one texel (Stride, else the format times Channels). */
uint32_t vr_texel_bytes(const struct vr_buffer *b)
{
    return b->stride > 0 ? (uint32_t)b->stride
                         : vr_formats[b->format].bytes * (uint32_t)b->channels;
}

/* The size OutputProps implies: the suite halves Width, Height and Depth
 * per mip level; for array and cube kinds (ours) Depth counts layers,
 * which mips do not halve. */
size_t vr_image_bytes(const struct vr_buffer *b, int layered)
{
    size_t total = 0;
    uint32_t w = b->img.width, h = b->img.height, dd = b->img.depth;
    for (uint32_t m = 0; m < b->img.mips; m++) {
        total += (size_t)w * h * dd * vr_texel_bytes(b) * b->img.samples;
        w = w / 2 ? w / 2 : 1;
        h = h / 2 ? h / 2 : 1;
        if (!layered)
            dd = dd / 2 ? dd / 2 : 1;
    }
    return total;
}
