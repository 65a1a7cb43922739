/* The suite's offloader's output, for run-offload.sh's FileCheck lines:
 * after a run the pipeline's shaders and buffers as llvm::yaml::Output
 * writes them (keys padded to 16 columns, flow sequences wrapped past
 * column 70), and each failed result as lib/Support/Check.cpp reports it. */
#include "vkrun.h"

#include <string.h>

static FILE *yaml_out;

int vr_offload_stdout(int fd)
{
    yaml_out = fd >= 0 ? fdopen(fd, "w") : NULL;
    return yaml_out ? 0 : -1;
}

FILE *vr_offload_out(void)
{
    return yaml_out ? yaml_out : stdout;
}

struct out {
    FILE *f;
    int column;
};

static void put(struct out *o, const char *s)
{
    for (; *s; s++) {
        fputc(*s, o->f);
        o->column = *s == '\n' ? 0 : o->column + 1;
    }
}

static void key(struct out *o, int indent, const char *k)
{
    for (int i = 0; i < indent; i++)
        put(o, " ");
    put(o, k);
    put(o, ":");
    size_t n = strlen(k);
    for (size_t i = n; i < 16; i++)
        put(o, " ");
    if (n >= 16)
        put(o, " ");
}

/* One element as LLVM's ScalarTraits print it: Hex as 0x%X, floats %g,
 * Float16 as its Hex16 bits ("assuming no native float16"). */
static void element(char *buf, size_t n, enum vr_format f, const unsigned char *p)
{
    uint64_t u = 0;
    memcpy(&u, p, vr_formats[f].bytes);
    switch (f) {
    case VR_F_Hex8: case VR_F_Hex16: case VR_F_Hex32: case VR_F_Hex64: case VR_F_Float16:
        snprintf(buf, n, "0x%llX", (unsigned long long)u);
        break;
    case VR_F_Float32: case VR_F_Depth32: {
        float x;
        memcpy(&x, p, 4);
        snprintf(buf, n, "%g", x);
        break;
    }
    case VR_F_Float64: {
        double x;
        memcpy(&x, p, 8);
        snprintf(buf, n, "%g", x);
        break;
    }
    case VR_F_Int16: snprintf(buf, n, "%d", (int16_t)u); break;
    case VR_F_Int32: snprintf(buf, n, "%d", (int32_t)u); break;
    case VR_F_Int64: snprintf(buf, n, "%lld", (long long)u); break;
    default: snprintf(buf, n, "%llu", (unsigned long long)u); break;
    }
}

static void flow(struct out *o, enum vr_format f, const unsigned char *data, size_t size)
{
    unsigned bytes = vr_formats[f].bytes;
    int start = o->column;
    put(o, "[ ");
    for (size_t i = 0; i + bytes <= size; i += bytes) {
        char e[64];
        if (i)
            put(o, ", ");
        if (o->column > 70) {
            put(o, "\n");
            for (int k = 0; k < start + 2; k++)
                put(o, " ");
        }
        element(e, sizeof e, f, data + i);
        put(o, e);
    }
    put(o, " ]");
}

static void number(struct out *o, int indent, const char *k, long long v)
{
    char s[32];
    snprintf(s, sizeof s, "%lld", v);
    key(o, indent, k);
    put(o, s);
    put(o, "\n");
}

/* CPUBuffer's mapping (Pipeline.cpp): defaults are left out, as
 * llvm::yaml::Output leaves out an optional value equal to its default.
 * The cursor is where the first key goes; the others are at `indent`. */
static void buffer(struct out *o, int indent, const struct vr_buffer *b)
{
    key(o, 0, "Name");
    put(o, b->name);
    put(o, "\n");
    key(o, indent, "Format");
    put(o, vr_formats[b->format].name);
    put(o, "\n");
    if (b->channels != 1)
        number(o, indent, "Channels", b->channels);
    if (b->stride)
        number(o, indent, "Stride", b->stride);
    if (b->array_size != 1)
        number(o, indent, "ArraySize", b->array_size);
    if (b->counter) { /* Pipeline.cpp's setCounters */
        uint32_t v;
        key(o, indent, b->array_size == 1 ? "Counter" : "Counters");
        put(o, b->array_size == 1 ? "" : "[ ");
        for (uint32_t k = 0; k < b->array_size; k++) {
            char s[16];
            memcpy(&v, b->counter->data[k], 4);
            snprintf(s, sizeof s, "%s%u", k ? ", " : "", v);
            put(o, s);
        }
        put(o, b->array_size == 1 ? "\n" : " ]\n");
    }
    key(o, indent, "Data");
    if (b->array_size == 1) {
        flow(o, b->format, b->data[0], b->size);
        put(o, "\n");
    } else {
        put(o, "\n");
        for (uint32_t k = 0; k < b->array_size; k++) {
            for (int i = 0; i < indent + 2; i++)
                put(o, " ");
            put(o, "- ");
            flow(o, b->format, b->data[k], b->size);
            put(o, "\n");
        }
    }
    key(o, indent, "OutputProps");
    put(o, "\n");
    number(o, indent + 2, "Height", b->has_props ? b->img.height : 0);
    number(o, indent + 2, "Width", b->has_props ? b->img.width : 0);
    number(o, indent + 2, "Depth", b->has_props ? b->img.depth : 0);
    if (b->has_props && b->img.mips != 1)
        number(o, indent + 2, "MipLevels", b->img.mips);
}

void vr_offload_dump(FILE *f, const struct vr_test *t)
{
    struct out o = {f, 0};
    put(&o, "---\nShaders:\n");
    const struct vr_pass *p = &t->passes[t->npasses - 1];
    for (int i = 0; i < p->nshaders; i++) {
        put(&o, "  - ");
        key(&o, 0, "Stage");
        put(&o, p->shaders[i].stage_name);
        put(&o, "\n");
        key(&o, 4, "Entry");
        put(&o, p->shaders[i].entry);
        put(&o, "\n");
    }
    put(&o, "Buffers:\n");
    for (int i = 0; i < t->nbufs; i++) {
        if (t->bufs[i].hidden)
            continue;
        put(&o, "  - ");
        buffer(&o, 4, &t->bufs[i]);
    }
    put(&o, "...\n");
}

/* std::hex of each element's bits (Check.cpp's getBufferStr). */
static void hex_line(FILE *f, const unsigned char *data, size_t size, enum vr_format fmt)
{
    unsigned bytes = vr_formats[fmt].bytes;
    fprintf(f, "[ ");
    for (size_t i = 0; i + bytes <= size; i += bytes) {
        uint64_t u = 0;
        memcpy(&u, data + i, bytes);
        fprintf(f, "%s0x%llx", i ? ", " : "", (unsigned long long)u);
    }
    fprintf(f, " ]");
}

static void hex_buffer(FILE *f, const struct vr_buffer *b)
{
    if (b->array_size == 1) {
        hex_line(f, b->data[0], b->size, b->format);
        return;
    }
    for (uint32_t k = 0; k < b->array_size; k++) {
        fprintf(f, "%s - ", k ? "\n" : "");
        hex_line(f, b->data[k], b->size, b->format);
    }
}

static void yaml_buffer(FILE *f, const struct vr_buffer *b)
{
    struct out o = {f, 0};
    put(&o, "---\n");
    buffer(&o, 0, b);
    put(&o, "...\n");
}

void vr_offload_report(FILE *f, const struct vr_result *r)
{
    static const char *const rules[] = {"BufferExact", "BufferFloatULP", "BufferFloatEpsilon",
                                        "BufferUnordered"};
    fprintf(f, "gpu-exec: error: Test failed: %s\nComparison Rule: %s\n", r->name,
            rules[r->rule]);
    if (r->rule == VR_RULE_ULP)
        fprintf(f, "ULP: %u\n", r->ulpt);
    if (r->rule == VR_RULE_EPSILON)
        fprintf(f, "Epsilon: %g\n", r->epsilon);
    fprintf(f, "Expected:\n");
    yaml_buffer(f, r->expected);
    fprintf(f, "Got:\n");
    yaml_buffer(f, r->actual);
    fprintf(f, "Full Hex representation of Expected Buffer Values:\n");
    hex_buffer(f, r->expected);
    fprintf(f, "\nFull Hex representation of Actual Buffer Values:\n");
    hex_buffer(f, r->actual);
    fprintf(f, "\n");
}
