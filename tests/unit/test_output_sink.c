/* PrismOptions.output_sink: each output comes in chunks that join to the
 * bytes the result would hold without a sink, then an end marker, in the
 * order WGSL, SPIR-V, MSL; the result then holds no blobs. The nested
 * shader is big enough that MSL and WGSL come in several 1 MiB pieces
 * with their indentation spaced out as they go. */
#include <stdlib.h>
#include <string.h>
#include "../../include/prism.h"
#include "unit.h"

typedef struct Got {
    char entry[64];
    PrismTarget target;
    unsigned char *data;
    size_t size;
    int chunks;
    int ended;
} Got;

typedef struct Sink {
    Got got[8];
    int n;
    int chunk_after_end; /* a chunk for an output that had ended */
} Sink;

static void take(void *user, const char *entry, PrismTarget target, const unsigned char *data, size_t size)
{
    Sink *s = user;
    Got *g = s->n ? &s->got[s->n - 1] : NULL;
    if (!g || g->ended) {
        if (s->n == 8)
            return;
        g = &s->got[s->n++];
        memset(g, 0, sizeof *g);
        snprintf(g->entry, sizeof g->entry, "%s", entry);
        g->target = target;
    }
    if (!data) {
        g->ended = 1;
        return;
    }
    s->chunk_after_end |= g->ended;
    g->data = realloc(g->data, g->size + size);
    memcpy(g->data + g->size, data, size);
    g->size += size;
    g->chunks++;
}

/* depth nested loops, each with a few statements: deep indentation. */
static char *nested_shader(int depth, int copies)
{
    size_t cap = 1 << 16, len = 0;
    char *s = malloc(cap);
    len += (size_t)sprintf(s + len, "RWStructuredBuffer<float> o;\n[numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {\n float acc = 0;\n");
    for (int c = 0; c < copies; c++) {
        for (int d = 0; d < depth; d++) {
            if (len + 256 > cap)
                s = realloc(s, cap *= 2);
            len += (size_t)sprintf(s + len, "for (uint i%d_%d = 0; i%d_%d < id.x; i%d_%d++) { acc += %d.5 * acc;\n", c,
                                   d, c, d, c, d, d);
        }
        for (int d = 0; d < depth; d++) {
            if (len + 8 > cap)
                s = realloc(s, cap *= 2);
            len += (size_t)sprintf(s + len, "}\n");
        }
    }
    if (len + 64 > cap)
        s = realloc(s, cap *= 2);
    sprintf(s + len, " o[id.x] = acc;\n}\n");
    return s;
}

static void sink_gives_the_result_bytes_in_order(void)
{
    char *src = nested_shader(60, 60);
    PrismOptions o = prism_default_options();
    o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    o.profile = "cs_6_0";
    o.entry = "main";
    PrismResult *whole = prism_compile(src, strlen(src), "nest.hlsl", &o);
    Sink s = {0};
    o.output_sink = take;
    o.output_sink_user = &s;
    PrismResult *streamed = prism_compile(src, strlen(src), "nest.hlsl", &o);
    CHECK(prism_success(whole) && prism_success(streamed));
    CHECK(prism_blob_count(whole) == 3);
    CHECK(prism_blob_count(streamed) == 0);
    CHECK(s.n == 3 && !s.chunk_after_end);
    static const PrismTarget order[3] = {PRISM_TARGET_WGSL, PRISM_TARGET_SPIRV, PRISM_TARGET_MSL};
    for (int i = 0; i < s.n && i < 3; i++) {
        CHECK(s.got[i].target == order[i]);
        CHECK(s.got[i].ended);
        CHECK_STR(s.got[i].entry, "main");
        const PrismBlob *b = prism_find(whole, "main", s.got[i].target);
        CHECK(b && b->size == s.got[i].size && memcmp(b->data, s.got[i].data, b->size) == 0);
        if (s.got[i].target != PRISM_TARGET_SPIRV) /* over 1 MiB: handed out in pieces */
            CHECK(b && b->size > (1u << 20) && s.got[i].chunks > 1);
    }
    for (int i = 0; i < s.n; i++)
        free(s.got[i].data);
    prism_free(whole);
    prism_free(streamed);
    free(src);
}

static void a_failed_compile_with_a_sink_gives_diagnostics(void)
{
    const char *src = "[numthreads(1,1,1)] void main() { undeclared = 1; }\n";
    Sink s = {0};
    PrismOptions o = prism_default_options();
    o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    o.profile = "cs_6_0";
    o.entry = "main";
    o.output_sink = take;
    o.output_sink_user = &s;
    PrismResult *r = prism_compile(src, strlen(src), "bad.hlsl", &o);
    CHECK(!prism_success(r) && prism_diagnostic_count(r) > 0 && prism_blob_count(r) == 0);
    CHECK(s.n == 0);
    prism_free(r);
}

int main(void)
{
    RUN(sink_gives_the_result_bytes_in_order);
    RUN(a_failed_compile_with_a_sink_gives_diagnostics);
    return UNIT_END();
}
