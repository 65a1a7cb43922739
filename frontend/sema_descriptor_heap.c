/* SM 6.6 dynamic resources: ResourceDescriptorHeap[i] and
 * SamplerDescriptorHeap[i].
 *
 * Prism does not compile the heaps yet (issue 13). A use of either name is
 * reported here, with what to write instead, rather than as an undeclared
 * identifier: below SM 6.6 as the shader model it needs (as DXC does),
 * from 6.6 on as a heap prism does not bind, whose portable equivalent is
 * an unbounded resource array indexed with NonUniformResourceIndex (one
 * RuntimeDescriptorArray binding, docs/resources.md). */
#include <string.h>
#include "sema.h"

bool sema_descriptor_heap_name(Sema *s, const Node *n)
{
    const char *name = n->ident.name;
    if (n->ident.qualifier || (strcmp(name, "ResourceDescriptorHeap") && strcmp(name, "SamplerDescriptorHeap")))
        return false;
    if (!sema_require_sm(s, n->loc, 66, name))
        return true;
    bool sampler = name[0] == 'S';
    diag(s->c, n->loc, D_SEMA_DESCRIPTOR_HEAP, name,
         sampler ? "SamplerState Samplers[] : register(s0, space1)" : "Texture2D<float4> Textures[] : register(t0, space1)",
         sampler ? "Samplers" : "Textures");
    return true;
}
