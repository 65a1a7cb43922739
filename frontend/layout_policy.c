/* The layout policy: which of DXC's layout rules each kind of buffer takes
 * under PrismOptions.layout. Every backend and reflection read the offsets
 * and strides these rules give (IrMember.offset, IrType.stride): SPIR-V as
 * Offset/ArrayStride/MatrixStride decorations, MSL and WGSL as explicit
 * padding, reflection as sizes. DXC's SpirvEmitter constructor:
 *
 *   option                   cbuffer, $Globals   tbuffer         storage, push constants
 *   (default)                relaxed std140      relaxed std430  relaxed std430
 *   -fvk-use-gl-layout       std140              std430          std430
 *   -fvk-use-dx-layout       FXC cbuffer         FXC cbuffer     FXC structured buffer
 *   -fvk-use-scalar-layout   scalar              scalar          scalar
 */
#include "layout.h"
#include "ast.h"

LayoutRule layout_rule_for(const Ctx *c, BufferUse use)
{
    int policy = c && c->opts ? c->opts->layout : PRISM_LAYOUT_DEFAULT;
    bool cb = use == BUF_CBUFFER;
    switch (policy) {
    case PRISM_LAYOUT_GL: return cb ? LAYOUT_GL140 : LAYOUT_GL430;
    case PRISM_LAYOUT_DX: return cb || use == BUF_TBUFFER ? LAYOUT_FXC_CB : LAYOUT_FXC_SB;
    case PRISM_LAYOUT_SCALAR: return LAYOUT_SCALAR;
    default: return cb ? LAYOUT_STD140 : LAYOUT_STD430;
    }
}

bool layout_default_row_major(const Ctx *c, unsigned mods)
{
    if (mods & MOD_ROW_MAJOR)
        return true;
    if (mods & MOD_COLUMN_MAJOR)
        return false;
    return c && c->opts && c->opts->default_row_major; /* -Zpr */
}

const char *layout_rule_name(LayoutRule r)
{
    switch (r) {
    case LAYOUT_NONE: return "no layout";
    case LAYOUT_STD430: return "relaxed std430";
    case LAYOUT_STD140: return "relaxed std140";
    case LAYOUT_GL430: return "std430";
    case LAYOUT_GL140: return "std140";
    case LAYOUT_FXC_CB: return "FXC cbuffer packing";
    case LAYOUT_FXC_SB: return "FXC structured buffer packing";
    case LAYOUT_SCALAR: return "scalar layout";
    case LAYOUT_COUNT: break;
    }
    return "?";
}
