/* Sizes of laid-out (host-shareable) IR types, from the offsets and
 * strides the front end gave them: the bytes a value of the type covers,
 * up to the end of its last scalar. */
#include "ir.h"

uint32_t ir_layout_size(const IrType *t, uint32_t matrix_stride, bool row_major)
{
    switch (t->kind) {
    case IRT_BOOL: return 4; /* booleans are never laid out: 32-bit in buffers */
    case IRT_INT:
    case IRT_FLOAT: return t->bits / 8;
    case IRT_VECTOR: return t->count * ir_layout_size(t->elem, 0, false);
    case IRT_MATRIX: {
        /* an array of HLSL rows (row_major) or columns, matrix_stride apart;
         * the IR matrix is HLSL's row view (ir.h) */
        uint32_t nvec = row_major ? t->count : t->elem->count, len = row_major ? t->elem->count : t->count;
        return (nvec - 1) * matrix_stride + len * ir_layout_size(t->elem->elem, 0, false);
    }
    case IRT_ARRAY: /* the last element ends the array: FXC packs what follows into its stride */
        return t->count ? (t->count - 1) * t->stride + ir_layout_size(t->elem, matrix_stride, row_major) : 0;
    case IRT_STRUCT: {
        uint32_t end = 0;
        for (uint32_t i = 0; i < t->num_members; i++) {
            const IrMember *mb = &t->members[i];
            uint32_t e = mb->offset + ir_layout_size(mb->type, mb->matrix_stride, mb->row_major);
            if (e > end)
                end = e;
        }
        return end;
    }
    default: return 0;
    }
}
