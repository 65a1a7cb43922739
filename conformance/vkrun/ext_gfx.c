/* prism.yaml's keys for textures and drawing (docs/conformance.md):
 *
 *   Images:                       what OutputProps cannot say
 *     - {Name: Tex, Unorm: true, Samples: 4}
 *   Samplers:                     what the suite's sampler cannot say
 *     - {Name: Samp, MipFilter: Linear, BorderColor: OpaqueWhite}
 *   Depth: {Test: Less, Clear: 1.0, Buffer: DepthOut}   a depth attachment
 *   ClearColor: [0, 0, 0, 1]      the render target's clear (default 0)
 *   Layer: 1                      the layer of an array render target drawn to
 *   Before:                       passes run before pipeline.yaml's, in order,
 *     - Shaders: [{Stage: Compute, Entry: Fill}]   on the same buffers
 *       DispatchSize: [4, 4, 1]
 *       DescriptorSets: [...]     as in pipeline.yaml (Bindings, PushConstants,
 *                                 DispatchParameters too; Depth, ClearColor)
 */
#include "vkrun.h"

#include <string.h>

static const char *const compare_ops[] = {"Never", "Less", "Equal", "LessEqual", "Greater",
                                          "NotEqual", "GreaterEqual", "Always"};

static int find(const char *s, const char *const *names, int n)
{
    for (int i = 0; s && i < n; i++)
        if (strcmp(s, names[i]) == 0)
            return i;
    return -1;
}

static int is_true(const char *s)
{
    return s && (strcmp(s, "true") == 0 || strcmp(s, "1") == 0);
}

static int load_images(struct vr_test *t, yaml_document_t *d, yaml_node_t *list)
{
    for (int i = 0; i < y_len(list); i++) {
        yaml_node_t *n = y_item(d, list, i);
        struct vr_buffer *b = vr_test_buffer(t, y_str(y_get(d, n, "Name")));
        if (!b || !b->has_props) {
            fprintf(stderr, "vkrun: prism.yaml: Images entries name a buffer with "
                            "OutputProps\n");
            return -1;
        }
        b->unorm = is_true(y_str(y_get(d, n, "Unorm")));
        if (vr_opt_u32(y_get(d, n, "Samples"), 1, &b->img.samples) || !b->img.samples) {
            fprintf(stderr, "vkrun: prism.yaml: Samples is a number\n");
            return -1;
        }
        if (b->unorm && vr_formats[b->format].kind != VR_K_HEX &&
            vr_formats[b->format].kind != VR_K_UINT) {
            fprintf(stderr, "vkrun: prism.yaml: %s: Unorm needs an integer Format "
                            "(Hex8, Hex16, UInt16)\n", b->name);
            return -1;
        }
    }
    return 0;
}

static int load_samplers(struct vr_test *t, yaml_document_t *d, yaml_node_t *list)
{
    static const char *const filters[] = {"Nearest", "Linear"};
    static const char *const borders[] = {"TransparentBlack", "OpaqueBlack", "OpaqueWhite"};
    for (int i = 0; i < y_len(list); i++) {
        yaml_node_t *n = y_item(d, list, i);
        const char *name = y_str(y_get(d, n, "Name"));
        struct vr_sampler *s = NULL;
        for (int k = 0; name && k < t->nsamplers; k++)
            if (strcmp(t->samplers[k].name, name) == 0)
                s = &t->samplers[k];
        const char *mf = y_str(y_get(d, n, "MipFilter"));
        const char *bc = y_str(y_get(d, n, "BorderColor"));
        int m = mf ? find(mf, filters, 2) : 0, b = bc ? find(bc, borders, 3) : 0;
        if (!s || m < 0 || b < 0) {
            fprintf(stderr, "vkrun: prism.yaml: Samplers entries name a sampler of "
                            "pipeline.yaml; MipFilter is Nearest or Linear, BorderColor "
                            "TransparentBlack, OpaqueBlack or OpaqueWhite\n");
            return -1;
        }
        s->mip_linear = m;
        s->border = (enum vr_border)b;
    }
    return 0;
}

static int load_depth(struct vr_test *t, yaml_document_t *d, yaml_node_t *n, struct vr_pass *p)
{
    if (!n)
        return 0;
    const char *test = y_str(y_get(d, n, "Test"));
    const char *clear = y_str(y_get(d, n, "Clear"));
    const char *buf = y_str(y_get(d, n, "Buffer"));
    double c = 1.0;
    p->depth_compare = test ? find(test, compare_ops, 8) : 1;
    if (p->depth_compare < 0 || (clear && vr_parse_float(clear, &c)) || !buf ||
        !(p->depth = vr_test_buffer(t, buf))) {
        fprintf(stderr, "vkrun: prism.yaml: Depth: {Test: Less|..., Clear: number, "
                        "Buffer: a Depth32 buffer with OutputProps}\n");
        return -1;
    }
    if ((p->depth->format != VR_F_Depth32 || !p->depth->has_props)) {
        fprintf(stderr, "vkrun: prism.yaml: Depth: Buffer %s must be Depth32 with "
                        "OutputProps\n", buf);
        return -1;
    }
    p->depth_test = 1;
    p->depth_clear = (float)c;
    return 0;
}

/* Layer: N, the layer of an array render target the pass draws to */
static int load_layer(yaml_document_t *d, yaml_node_t *n, struct vr_pass *p)
{
    if (n && (vr_opt_u32(n, 0, &p->layer) || !p->graphics)) {
        fprintf(stderr, "vkrun: prism.yaml: Layer is the number of a render target's layer "
                        "(of a draw)\n");
        return -1;
    }
    return 0;
}

static int load_clear(yaml_document_t *d, yaml_node_t *n, struct vr_pass *p)
{
    for (int i = 0; n && i < 4; i++) {
        double v;
        const char *s = y_str(y_item(d, n, i));
        if (!s || vr_parse_float(s, &v)) {
            fprintf(stderr, "vkrun: prism.yaml: ClearColor is four numbers\n");
            return -1;
        }
        p->clear[i] = (float)v;
    }
    return 0;
}

/* Before: passes in front of pipeline.yaml's (which stays the last). */
static int load_before(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                       yaml_node_t *list)
{
    int n = y_len(list);
    if (!n)
        return 0;
    struct vr_pass *p = vr_alloc(a, (size_t)(t->npasses + n + 1) * sizeof *p);
    for (int i = 0; i < n; i++) {
        yaml_node_t *e = y_item(d, list, i);
        if (vr_load_pass(a, t, d, e, &p[i]) || load_depth(t, d, y_get(d, e, "Depth"), &p[i]) ||
            load_clear(d, y_get(d, e, "ClearColor"), &p[i]) || load_layer(d, y_get(d, e, "Layer"), &p[i]))
            return -1;
    }
    memcpy(p + n, t->passes, (size_t)t->npasses * sizeof *p);
    t->passes = p;
    t->npasses += n;
    return 0;
}

int vr_ext_gfx_load(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                    yaml_node_t *root)
{
    if (load_images(t, d, y_get(d, root, "Images")) ||
        load_samplers(t, d, y_get(d, root, "Samplers")) ||
        load_depth(t, d, y_get(d, root, "Depth"), &t->passes[t->npasses - 1]) ||
        load_clear(d, y_get(d, root, "ClearColor"), &t->passes[t->npasses - 1]) ||
        load_layer(d, y_get(d, root, "Layer"), &t->passes[t->npasses - 1]))
        return -1;
    return load_before(a, t, d, y_get(d, root, "Before"));
}
