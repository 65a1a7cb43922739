/* The members of a constant buffer (cbuffer, tbuffer, ConstantBuffer<T>,
 * $Globals with the global variables and the uniform entry parameters, push
 * constant blocks) in reflection: name, byte offset and size in the block's
 * layout, in offset order, so an application can fill the buffer without
 * restating the layout rules (SPIRV-Reflect's block members). */
#include "reflect.h"

void reflect_block_members(const IrGlobal *g, StrBuf *out)
{
    const IrType *t = g->pointee;
    while (t && t->kind == IRT_ARRAY) /* ConstantBuffer<T> b[N]: T's members */
        t = t->elem;
    if (!t || t->kind != IRT_STRUCT)
        return;
    sb_puts(out, ",\n         \"members\": [");
    for (uint32_t i = 0; i < t->num_members; i++) {
        const IrMember *mb = &t->members[i];
        sb_puts(out, i ? ", {\"name\": " : "{\"name\": ");
        reflect_json_string(out, mb->name ? mb->name : "");
        sb_printf(out, ", \"offset\": %u, \"size\": %u}", mb->offset,
                  ir_layout_size(mb->type, mb->matrix_stride, mb->row_major));
    }
    sb_puts(out, "]");
}
