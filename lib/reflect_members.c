/* The members of a constant buffer (cbuffer, tbuffer, ConstantBuffer<T>,
 * $Globals with the global variables and the uniform entry parameters, push
 * constant blocks) in reflection: name, byte offset and size in the block's
 * layout, in offset order, so an application can fill the buffer without
 * restating the layout rules (SPIRV-Reflect's block members). */
#include "reflect.h"
#include "reflect_write.h"

static void members(const IrType *t, const char *key, StrBuf *out)
{
    rw_lit(out, ",\n         ");
    rw_quoted(out, key);
    rw_lit(out, ": [");
    for (uint32_t i = 0; i < t->num_members; i++) {
        const IrMember *mb = &t->members[i];
        rw_sep(out, i);
        rw_lit(out, "{\"name\": ");
        rw_str(out, mb->name ? mb->name : "");
        rw_lit(out, ", \"offset\": ");
        rw_uint(out, mb->offset);
        rw_lit(out, ", \"size\": ");
        rw_uint(out, ir_layout_size(mb->type, mb->matrix_stride, mb->row_major));
        rw_char(out, '}');
    }
    rw_char(out, ']');
}

void reflect_block_members(const IrGlobal *g, StrBuf *out)
{
    const IrType *t = g->pointee;
    while (t && t->kind == IRT_ARRAY) /* ConstantBuffer<T> b[N]: T's members */
        t = t->elem;
    if (t && t->kind == IRT_STRUCT)
        members(t, "members", out);
}

/* A structured buffer's element: its stride in the buffer (HLSL's packing,
 * the same on every target), and for a struct its members, so that an
 * application (the playground's Run button) can fill and read elements. */
void reflect_element_layout(const IrGlobal *g, StrBuf *out)
{
    const IrType *t = g->pointee;
    while (t && t->kind == IRT_ARRAY) /* StructuredBuffer<T> b[N] */
        t = t->elem;
    if (!t || t->kind != IRT_STRUCT || !t->num_members)
        return;
    const IrType *data = t->members[t->num_members - 1].type;
    if (data->kind != IRT_RUNTIME_ARRAY || !data->stride)
        return;
    rw_lit(out, ", \"elementStride\": ");
    rw_uint(out, data->stride);
    if (data->elem->kind == IRT_STRUCT)
        members(data->elem, "elementMembers", out);
}
