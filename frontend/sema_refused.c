/* HLSL intrinsics that no target of Prism has: DXC's SPIR-V backend
 * refuses them with "no equivalent for NAME intrinsic function in Vulkan"
 * (its test intrinsics.abort.hlsl), and neither Metal nor WebGPU has
 * them. They are named here, so that a call gets DXC's words and what to
 * write instead, not "undeclared function". GetRenderTargetSampleCount and
 * GetRenderTargetSamplePosition are intrinsics (Metal has them): the SPIR-V
 * and WGSL backends refuse them. */
#include <string.h>
#include "sema.h"

static const struct {
    const char *name;
    const char *instead;
} refused[] = {
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
