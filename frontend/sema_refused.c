/* HLSL intrinsics that no target of Prism has: DXC's SPIR-V backend
 * refuses them with "no equivalent for NAME intrinsic function in Vulkan"
 * (its tests intrinsics.abort.hlsl, intrinsics.get-render-target-sample-
 * count.hlsl, ...-sample-position.hlsl), and WebGPU has none either. They
 * are named here, so that a call gets DXC's words and what to write
 * instead, not "undeclared function". */
#include <string.h>
#include "sema.h"

static const struct {
    const char *name;
    const char *instead;
} refused[] = {
    {"GetRenderTargetSampleCount",
     "pass the render target's sample count in a constant buffer (the application sets it in the pipeline's "
     "multisample state)"},
    {"GetRenderTargetSamplePosition",
     "pass the sample positions in a constant buffer (Vulkan's standard sample locations are fixed for each "
     "sample count), or read SV_Position in a 'sample' input"},
    {"abort", "a shader cannot stop the draw or dispatch: write an error code to a RWStructuredBuffer and check it on "
              "the host"},
    {"errorf", "use printf (NonSemantic.DebugPrintf on SPIR-V), or write an error code to a RWStructuredBuffer and "
               "check it on the host"},
};

bool sema_refused_intrinsic(Sema *s, Node *call, const char *name)
{
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (!strcmp(name, refused[i].name)) {
            diag(s->c, call->call.callee->loc, D_SEMA_NO_EQUIVALENT, name, refused[i].instead);
            return true;
        }
    return false;
}
