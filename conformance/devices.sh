# Sourced by conformance/run.sh and conformance/run-offload.sh: where the
# Vulkan implementations of this machine are. Sets lvp (lavapipe's ICD),
# swiftshader (SwiftShader's, where scripts/bootstrap.sh unpacked it),
# validate (--validate, with VK_LAYER_PATH exported, when the Khronos
# validation layer is there and VALIDATE is not 0).
if [ "$(id -u)" -eq 0 ]; then cache=${PRISM_CACHE:-/var/cache/prism}
else cache=${PRISM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prism}; fi
swiftshader=$cache/chromium-common/usr/lib/chromium/vk_swiftshader_icd.json
layer=$cache/chromium-common/layer
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
validate=
if [ "${VALIDATE:-1}" = 1 ] && [ -e "$layer/VkLayer_khronos_validation.json" ]; then
    export VK_LAYER_PATH=$layer
    validate=--validate
fi
