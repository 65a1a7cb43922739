/* GPU run time of the code Prism and glslang generate from the same HLSL:
 * stream compaction, the two-level group sum, a WavePrefixSum scan and a
 * bitonic sort, timed with Vulkan timestamp queries around their dispatches.
 * Each result is checked against the CPU, so a fast wrong kernel never wins.
 *
 *   vkbench [-log2 N] [-runs R] [-device I] DIR
 *
 * DIR holds NAME.prism.spv and NAME.glslang.spv for NAME in compact,
 * groupsum, scan, bitonic (bench/gpu/run.sh compiles them). Prints one line
 * per kernel and compiler: the median time of R runs, elements per second,
 * and the ratio prism / glslang in throughput (larger is better for Prism).
 * Buffers live in device-local memory; uploads go through a staging buffer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vulkan/vulkan.h>

#define CHECK(x)                                                                                   \
    do {                                                                                           \
        VkResult r_ = (x);                                                                         \
        if (r_ != VK_SUCCESS) {                                                                    \
            fprintf(stderr, "vkbench: %s failed (%d) at line %d\n", #x, (int)r_, __LINE__);     \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

enum { MAX_BINDINGS = 5, MAX_STEPS = 1024, MAX_BUFFERS = 16 };

typedef struct Buffer {
    VkBuffer buf;
    VkDeviceMemory mem;
    VkDeviceSize size;
    void *map; /* host-visible buffers only */
} Buffer;

static struct {
    VkInstance inst;
    VkPhysicalDevice phys;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    VkDevice dev;
    VkQueue queue;
    uint32_t family;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    VkQueryPool queries;
    uint32_t subgroup_size;
    Buffer staging;
} g;

/* ---------------------------------------------------------------- setup */

static void setup(int device_index)
{
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
                             .pApplicationName = "prism-vkbench",
                             .apiVersion = VK_API_VERSION_1_1};
    VkInstanceCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    CHECK(vkCreateInstance(&ici, NULL, &g.inst));
    uint32_t n = 0;
    CHECK(vkEnumeratePhysicalDevices(g.inst, &n, NULL));
    if (n == 0) {
        fprintf(stderr, "vkbench: no Vulkan device\n");
        exit(1);
    }
    VkPhysicalDevice devs[16];
    if (n > 16)
        n = 16;
    CHECK(vkEnumeratePhysicalDevices(g.inst, &n, devs));
    if (device_index < 0 || (uint32_t)device_index >= n) {
        fprintf(stderr, "vkbench: no device %d (%u found)\n", device_index, n);
        exit(1);
    }
    g.phys = devs[device_index];
    vkGetPhysicalDeviceProperties(g.phys, &g.props);
    vkGetPhysicalDeviceMemoryProperties(g.phys, &g.mem);
    VkPhysicalDeviceSubgroupProperties sub = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &sub};
    vkGetPhysicalDeviceProperties2(g.phys, &p2);
    g.subgroup_size = sub.subgroupSize;

    uint32_t nq = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(g.phys, &nq, NULL);
    VkQueueFamilyProperties qf[16];
    if (nq > 16)
        nq = 16;
    vkGetPhysicalDeviceQueueFamilyProperties(g.phys, &nq, qf);
    g.family = UINT32_MAX;
    for (uint32_t i = 0; i < nq && g.family == UINT32_MAX; i++)
        if ((qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) && qf[i].timestampValidBits > 0)
            g.family = i;
    if (g.family == UINT32_MAX) {
        fprintf(stderr, "vkbench: no compute queue with timestamps\n");
        exit(1);
    }
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qci = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                                   .queueFamilyIndex = g.family,
                                   .queueCount = 1,
                                   .pQueuePriorities = &prio};
    VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                              .queueCreateInfoCount = 1,
                              .pQueueCreateInfos = &qci};
    CHECK(vkCreateDevice(g.phys, &dci, NULL, &g.dev));
    vkGetDeviceQueue(g.dev, g.family, 0, &g.queue);
    VkCommandPoolCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                   .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
                                   .queueFamilyIndex = g.family};
    CHECK(vkCreateCommandPool(g.dev, &pci, NULL, &g.pool));
    VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                       .commandPool = g.pool,
                                       .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                       .commandBufferCount = 1};
    CHECK(vkAllocateCommandBuffers(g.dev, &cai, &g.cmd));
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    CHECK(vkCreateFence(g.dev, &fci, NULL, &g.fence));
    VkQueryPoolCreateInfo qpi = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                                 .queryType = VK_QUERY_TYPE_TIMESTAMP,
                                 .queryCount = 2};
    CHECK(vkCreateQueryPool(g.dev, &qpi, NULL, &g.queries));
}

static uint32_t memory_type(uint32_t bits, VkMemoryPropertyFlags want)
{
    for (uint32_t i = 0; i < g.mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (g.mem.memoryTypes[i].propertyFlags & want) == want)
            return i;
    return UINT32_MAX;
}

static Buffer buffer_new(VkDeviceSize size, int host)
{
    Buffer b = {.size = size};
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                              .size = size,
                              .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT |
                                       VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT};
    CHECK(vkCreateBuffer(g.dev, &bci, NULL, &b.buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(g.dev, b.buf, &req);
    VkMemoryPropertyFlags want = host ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                                      : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    uint32_t type = memory_type(req.memoryTypeBits, want);
    if (type == UINT32_MAX)
        type = memory_type(req.memoryTypeBits, 0);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                                .allocationSize = req.size,
                                .memoryTypeIndex = type};
    CHECK(vkAllocateMemory(g.dev, &mai, NULL, &b.mem));
    CHECK(vkBindBufferMemory(g.dev, b.buf, b.mem, 0));
    if (host)
        CHECK(vkMapMemory(g.dev, b.mem, 0, VK_WHOLE_SIZE, 0, &b.map));
    return b;
}

static void buffer_free(Buffer *b)
{
    if (b->map)
        vkUnmapMemory(g.dev, b->mem);
    vkDestroyBuffer(g.dev, b->buf, NULL);
    vkFreeMemory(g.dev, b->mem, NULL);
    memset(b, 0, sizeof *b);
}

static void begin(void)
{
    CHECK(vkResetCommandBuffer(g.cmd, 0));
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    CHECK(vkBeginCommandBuffer(g.cmd, &bi));
}

static void submit_wait(void)
{
    CHECK(vkEndCommandBuffer(g.cmd));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &g.cmd};
    CHECK(vkResetFences(g.dev, 1, &g.fence));
    CHECK(vkQueueSubmit(g.queue, 1, &si, g.fence));
    CHECK(vkWaitForFences(g.dev, 1, &g.fence, VK_TRUE, UINT64_MAX));
}

static void barrier(void)
{
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                          .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                                           VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT};
    vkCmdPipelineBarrier(g.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0,
                         NULL);
}

/* Copies host data into a device buffer through the staging buffer. */
static void upload(Buffer *dst, const void *data, VkDeviceSize size)
{
    memcpy(g.staging.map, data, size);
    begin();
    VkBufferCopy c = {.size = size};
    vkCmdCopyBuffer(g.cmd, g.staging.buf, dst->buf, 1, &c);
    submit_wait();
}

static void download(void *data, Buffer *src, VkDeviceSize size)
{
    begin();
    VkBufferCopy c = {.size = size};
    vkCmdCopyBuffer(g.cmd, src->buf, g.staging.buf, 1, &c);
    submit_wait();
    memcpy(data, g.staging.map, size);
}

/* ---------------------------------------------------------------- kernels */

/* A kernel: its shader, its bindings (set 0), and a list of dispatches, each
 * with its own descriptor set and (when the kernel has one) its own slice of
 * the uniform buffer. */
typedef struct Kernel {
    VkDescriptorType types[MAX_BINDINGS];
    int nbind;
    VkShaderModule module;
    VkDescriptorSetLayout dsl;
    VkPipelineLayout layout;
    VkPipeline pipeline;
    VkDescriptorPool pool;
    VkDescriptorSet sets[MAX_STEPS];
    uint32_t groups[MAX_STEPS];
    int nsteps;
} Kernel;

static int kernel_load(Kernel *k, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "vkbench: cannot read %s\n", path);
        return 0;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint32_t *code = malloc((size_t)n);
    if (!code || fread(code, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(code);
        return 0;
    }
    fclose(f);
    VkShaderModuleCreateInfo smi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                    .codeSize = (size_t)n,
                                    .pCode = code};
    CHECK(vkCreateShaderModule(g.dev, &smi, NULL, &k->module));
    free(code);
    VkDescriptorSetLayoutBinding b[MAX_BINDINGS];
    for (int i = 0; i < k->nbind; i++)
        b[i] = (VkDescriptorSetLayoutBinding){.binding = (uint32_t)i,
                                              .descriptorType = k->types[i],
                                              .descriptorCount = 1,
                                              .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT};
    VkDescriptorSetLayoutCreateInfo dli = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                           .bindingCount = (uint32_t)k->nbind,
                                           .pBindings = b};
    CHECK(vkCreateDescriptorSetLayout(g.dev, &dli, NULL, &k->dsl));
    VkPipelineLayoutCreateInfo pli = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                      .setLayoutCount = 1,
                                      .pSetLayouts = &k->dsl};
    CHECK(vkCreatePipelineLayout(g.dev, &pli, NULL, &k->layout));
    VkComputePipelineCreateInfo cpi = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                  .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                  .module = k->module,
                  .pName = "CSMain"},
        .layout = k->layout};
    CHECK(vkCreateComputePipelines(g.dev, VK_NULL_HANDLE, 1, &cpi, NULL, &k->pipeline));
    VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, MAX_STEPS * MAX_BINDINGS},
                                  {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, MAX_STEPS}};
    VkDescriptorPoolCreateInfo dpi = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                      .maxSets = MAX_STEPS,
                                      .poolSizeCount = 2,
                                      .pPoolSizes = ps};
    CHECK(vkCreateDescriptorPool(g.dev, &dpi, NULL, &k->pool));
    k->nsteps = 0;
    return 1;
}

/* Adds a dispatch of `groups` groups with these buffers (and offsets/sizes:
 * 0 size means the whole buffer) bound in order. */
static void kernel_step(Kernel *k, uint32_t groups, Buffer **bufs, const VkDeviceSize *offsets,
                        const VkDeviceSize *sizes)
{
    if (k->nsteps == MAX_STEPS) {
        fprintf(stderr, "vkbench: too many steps\n");
        exit(1);
    }
    VkDescriptorSetAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                      .descriptorPool = k->pool,
                                      .descriptorSetCount = 1,
                                      .pSetLayouts = &k->dsl};
    VkDescriptorSet set;
    CHECK(vkAllocateDescriptorSets(g.dev, &ai, &set));
    VkDescriptorBufferInfo bi[MAX_BINDINGS];
    VkWriteDescriptorSet w[MAX_BINDINGS];
    for (int i = 0; i < k->nbind; i++) {
        bi[i] = (VkDescriptorBufferInfo){bufs[i]->buf, offsets ? offsets[i] : 0,
                                         sizes && sizes[i] ? sizes[i] : VK_WHOLE_SIZE};
        w[i] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                      .dstSet = set,
                                      .dstBinding = (uint32_t)i,
                                      .descriptorCount = 1,
                                      .descriptorType = k->types[i],
                                      .pBufferInfo = &bi[i]};
    }
    vkUpdateDescriptorSets(g.dev, (uint32_t)k->nbind, w, 0, NULL);
    if (groups > g.props.limits.maxComputeWorkGroupCount[0]) {
        fprintf(stderr, "vkbench: %u groups is past this device's limit of %u: use a smaller -log2\n", groups,
                g.props.limits.maxComputeWorkGroupCount[0]);
        exit(1);
    }
    k->sets[k->nsteps] = set;
    k->groups[k->nsteps] = groups;
    k->nsteps++;
}

static void kernel_record(Kernel *k)
{
    vkCmdBindPipeline(g.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, k->pipeline);
    for (int i = 0; i < k->nsteps; i++) {
        vkCmdBindDescriptorSets(g.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, k->layout, 0, 1, &k->sets[i], 0, NULL);
        /* Past the 65535-group limit, a 2D grid would be needed: the
         * kernels here keep to one dimension and the sizes stay below. */
        vkCmdDispatch(g.cmd, k->groups[i], 1, 1);
        barrier();
    }
}

static void kernel_free(Kernel *k)
{
    vkDestroyDescriptorPool(g.dev, k->pool, NULL);
    vkDestroyPipeline(g.dev, k->pipeline, NULL);
    vkDestroyPipelineLayout(g.dev, k->layout, NULL);
    vkDestroyDescriptorSetLayout(g.dev, k->dsl, NULL);
    vkDestroyShaderModule(g.dev, k->module, NULL);
}

/* Runs `reset` (transfer commands, untimed) and the kernel's dispatches
 * (timed), and returns the milliseconds between the two timestamps. */
typedef void (*ResetFn)(void *);
static double timed_run(Kernel *k, ResetFn reset, void *user)
{
    begin();
    vkCmdResetQueryPool(g.cmd, g.queries, 0, 2);
    if (reset) {
        reset(user);
        barrier();
    }
    /* Bottom of pipe: written once the reset commands have finished. */
    vkCmdWriteTimestamp(g.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.queries, 0);
    kernel_record(k);
    vkCmdWriteTimestamp(g.cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g.queries, 1);
    submit_wait();
    uint64_t ts[2];
    CHECK(vkGetQueryPoolResults(g.dev, g.queries, 0, 2, sizeof ts, ts, sizeof ts[0],
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
    return (double)(ts[1] - ts[0]) * g.props.limits.timestampPeriod * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* ---------------------------------------------------------------- data */

static uint32_t rng_state = 12345u;
static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static size_t N;
static float *in_float;   /* in [0, 1) */
static uint32_t *in_uint; /* in [0, 16) */
static uint32_t *in_vals; /* payloads 0..N-1 */
static void *scratch;

/* ---------------------------------------------------------------- benchmarks */

typedef struct Bench {
    const char *name;
    const char *what;
    double ms;
    int ok;
} Bench;

/* Stream compaction: examples/compact.hlsl, bindings Values, Kept, Count. */
static Buffer *count_buf;
static void reset_count(void *u) { (void)u; vkCmdFillBuffer(g.cmd, count_buf->buf, 0, 16, 0); }

static void bench_compact(Kernel *k, int runs, Bench *out)
{
    Buffer values = buffer_new(N * 4, 0), kept = buffer_new(N * 4, 0), count = buffer_new(16, 0);
    upload(&values, in_float, N * 4);
    Buffer *b[] = {&values, &kept, &count};
    kernel_step(k, (uint32_t)(N / 64), b, NULL, NULL);
    count_buf = &count;
    double *t = calloc((size_t)runs, sizeof *t);
    for (int r = 0; r < runs; r++)
        t[r] = timed_run(k, reset_count, NULL);
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    out->ms = t[runs / 2];
    free(t);
    uint32_t got;
    download(&got, &count, 4);
    size_t want = 0;
    double sum_want = 0, sum_got = 0;
    for (size_t i = 0; i < N; i++)
        if (in_float[i] > 0.5f)
            want++, sum_want += in_float[i];
    if (got == want) {
        download(scratch, &kept, N * 4);
        for (size_t i = 0; i < got; i++)
            sum_got += ((float *)scratch)[i];
    }
    out->ok = got == want && sum_got > sum_want * (1 - 1e-6) && sum_got < sum_want * (1 + 1e-6);
    buffer_free(&values), buffer_free(&kept), buffer_free(&count);
}

/* The two-level group sum: 256 values per group, then the sums again. */
static void bench_groupsum(Kernel *k, int runs, Bench *out)
{
    size_t n1 = N / 256, n2 = n1 / 256;
    Buffer input = buffer_new(N * 4, 0), s1 = buffer_new(n1 * 4, 0), s2 = buffer_new((n2 ? n2 : 1) * 4, 0);
    upload(&input, in_float, N * 4);
    Buffer *b1[] = {&input, &s1}, *b2[] = {&s1, &s2};
    kernel_step(k, (uint32_t)n1, b1, NULL, NULL);
    if (n2)
        kernel_step(k, (uint32_t)n2, b2, NULL, NULL);
    double *t = calloc((size_t)runs, sizeof *t);
    for (int r = 0; r < runs; r++)
        t[r] = timed_run(k, NULL, NULL);
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    out->ms = t[runs / 2];
    free(t);
    float *got = scratch;
    download(got, &s2, n2 * 4);
    out->ok = 1;
    for (size_t j = 0; j < n2; j++) {
        double want = 0;
        for (size_t i = j * 65536; i < (j + 1) * 65536; i++)
            want += in_float[i];
        if (got[j] < want * (1 - 1e-4) || got[j] > want * (1 + 1e-4))
            out->ok = 0;
    }
    buffer_free(&input), buffer_free(&s1), buffer_free(&s2);
}

/* The WavePrefixSum scan: blocks of 1024 scanned level by level, then the
 * offsets added back. Each dispatch reads its Mode and Count from its own
 * 256-byte slice of one uniform buffer. */
static Buffer *scan_data, *scan_src;
static void reset_scan(void *u)
{
    (void)u;
    VkBufferCopy c = {.size = N * 4};
    vkCmdCopyBuffer(g.cmd, scan_src->buf, scan_data->buf, 1, &c);
}

static void bench_scan(Kernel *k, int runs, Bench *out)
{
    Buffer level[8], src = buffer_new(N * 4, 0);
    size_t len[8];
    int nl = 0;
    for (size_t n = N;; n = (n + 1023) / 1024) {
        len[nl] = n;
        level[nl] = buffer_new(n * 4, 0);
        nl++;
        if (n == 1 || nl == 7)
            break;
    }
    VkDeviceSize slice = 256;
    Buffer params = buffer_new(slice * 16, 1);
    upload(&src, in_uint, N * 4);
    int np = 0;
    /* Scans: level i into level i + 1 (the last level's totals go nowhere
     * useful: a one-value buffer). */
    Buffer dummy = buffer_new(16, 0);
    for (int i = 0; i < nl; i++) {
        uint32_t *p = (uint32_t *)((char *)params.map + np * slice);
        p[0] = 0, p[1] = (uint32_t)len[i];
        Buffer *b[] = {&params, &level[i], i + 1 < nl ? &level[i + 1] : &dummy};
        VkDeviceSize off[] = {np * slice, 0, 0}, sz[] = {16, 0, 0};
        kernel_step(k, (uint32_t)((len[i] + 1023) / 1024), b, off, sz);
        np++;
        if (len[i] <= 1024)
            break;
    }
    for (int i = nl - 3; i >= 0; i--) {
        uint32_t *p = (uint32_t *)((char *)params.map + np * slice);
        p[0] = 1, p[1] = (uint32_t)len[i];
        Buffer *b[] = {&params, &level[i], &level[i + 1]};
        VkDeviceSize off[] = {np * slice, 0, 0}, sz[] = {16, 0, 0};
        kernel_step(k, (uint32_t)((len[i] + 1023) / 1024), b, off, sz);
        np++;
    }
    scan_data = &level[0], scan_src = &src;
    double *t = calloc((size_t)runs, sizeof *t);
    for (int r = 0; r < runs; r++)
        t[r] = timed_run(k, reset_scan, NULL);
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    out->ms = t[runs / 2];
    free(t);
    uint32_t *got = scratch, acc = 0;
    download(got, &level[0], N * 4);
    out->ok = 1;
    for (size_t i = 0; i < N && out->ok; i++) {
        acc += in_uint[i];
        out->ok = got[i] == acc;
        if (!out->ok && getenv("VKBENCH_VERBOSE"))
            fprintf(stderr, "scan: [%zu] = %u, want %u\n", i, got[i], acc);
    }
    for (int i = 0; i < nl; i++)
        buffer_free(&level[i]);
    buffer_free(&src), buffer_free(&params), buffer_free(&dummy);
}

/* The bitonic sort of bench/corpus/bitonic_sort.hlsl: tiles of 2048 pairs
 * sorted in groupshared memory, then global steps and tile merges. */
struct SortParams {
    uint32_t mode, count, padded, k, j, direction, transform;
    float scale, bias;
    uint32_t value_mask, flags_shift, pad;
};

static void bench_bitonic(Kernel *k, int runs, Bench *out)
{
    enum { TILE = 2048, GROUP = 1024 };
    Buffer keys = buffer_new(N * 4, 0), vals = buffer_new(N * 4, 0), pairs = buffer_new(N * 8, 0),
           stats = buffer_new(16, 0);
    upload(&keys, in_float, N * 4);
    upload(&vals, in_vals, N * 4);
    VkDeviceSize slice = 256;
    Buffer params = buffer_new(slice * MAX_STEPS, 1);
    int np = 0;
#define STEP(MODE, K, J, GROUPS)                                                                   \
    do {                                                                                           \
        struct SortParams *p = (struct SortParams *)((char *)params.map + np * slice);             \
        *p = (struct SortParams){MODE, (uint32_t)N, (uint32_t)N, K, J, 0, 0, 1, 0, 0xffffffffu, 0, 0}; \
        Buffer *b[] = {&params, &keys, &vals, &pairs, &stats};                                     \
        VkDeviceSize off[] = {np * slice, 0, 0, 0, 0}, sz[] = {sizeof *p, 0, 0, 0, 0};             \
        kernel_step(k, GROUPS, b, off, sz);                                                        \
        np++;                                                                                      \
    } while (0)
    STEP(0, 0, 0, (uint32_t)(N / TILE));
    for (uint32_t kk = 2 * TILE; kk <= N; kk <<= 1) {
        for (uint32_t j = kk >> 1; j >= TILE; j >>= 1)
            STEP(1, kk, j, (uint32_t)(N / 2 / GROUP));
        STEP(2, kk, 0, (uint32_t)(N / TILE));
    }
#undef STEP
    double *t = calloc((size_t)runs, sizeof *t);
    for (int r = 0; r < runs; r++)
        t[r] = timed_run(k, NULL, NULL);
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    out->ms = t[runs / 2];
    free(t);
    struct {
        float key;
        uint32_t value;
    } *got = scratch;
    download(got, &pairs, N * 8);
    out->ok = 1;
    uint64_t sum = 0;
    for (size_t i = 0; i < N; i++) {
        sum += got[i].value;
        if (got[i].value >= N || in_float[got[i].value] != got[i].key)
            out->ok = 0;
        if (i > 0 && (got[i - 1].key > got[i].key ||
                      (got[i - 1].key == got[i].key && got[i - 1].value > got[i].value)))
            out->ok = 0;
    }
    if (sum != (uint64_t)N * (N - 1) / 2)
        out->ok = 0;
    buffer_free(&keys), buffer_free(&vals), buffer_free(&pairs), buffer_free(&stats), buffer_free(&params);
}

int main(int argc, char **argv)
{
    int log2n = 26, runs = 7, device = 0;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-log2") == 0 && i + 1 < argc)
            log2n = atoi(argv[++i]);
        else if (strcmp(argv[i], "-runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "-device") == 0 && i + 1 < argc)
            device = atoi(argv[++i]);
        else
            dir = argv[i];
    }
    if (!dir || log2n < 16 || log2n > 28 || runs < 1) {
        fprintf(stderr, "usage: vkbench [-log2 N (16..28, default 26)] [-runs R] [-device I] DIR\n");
        return 2;
    }
    N = (size_t)1 << log2n;
    setup(device);
    printf("device: %s (Vulkan %u.%u.%u, driver %u.%u.%u, subgroup size %u)\n", g.props.deviceName,
           VK_VERSION_MAJOR(g.props.apiVersion), VK_VERSION_MINOR(g.props.apiVersion),
           VK_VERSION_PATCH(g.props.apiVersion), VK_VERSION_MAJOR(g.props.driverVersion),
           VK_VERSION_MINOR(g.props.driverVersion), VK_VERSION_PATCH(g.props.driverVersion), g.subgroup_size);
    printf("elements: 2^%d = %zu, median of %d runs (timestamp queries around the dispatches)\n\n", log2n, N, runs);

    in_float = malloc(N * 4), in_uint = malloc(N * 4), in_vals = malloc(N * 4), scratch = malloc(N * 8);
    for (size_t i = 0; i < N; i++) {
        in_float[i] = (float)(rng() >> 8) / 16777216.0f;
        in_uint[i] = rng() & 15u;
        in_vals[i] = (uint32_t)i;
    }
    g.staging = buffer_new(N * 8, 1);

    /* Bindings: a uniform buffer first where the kernel has a cbuffer, then
     * storage buffers, in register order. */
    static const struct {
        const char *name;
        void (*run)(Kernel *, int, Bench *);
        int nbind, ubo;
    } benches[] = {{"compact", bench_compact, 3, 0},
                   {"groupsum", bench_groupsum, 2, 0},
                   {"scan", bench_scan, 3, 1},
                   {"bitonic", bench_bitonic, 5, 1}};
    static const char *compilers[] = {"prism", "glslang"};
    int bad = 0;
    printf("%-10s %-8s %10s %14s %6s %s\n", "kernel", "compiler", "median ms", "elements/s", "check", "prism/glslang");
    for (size_t b = 0; b < sizeof benches / sizeof benches[0]; b++) {
        double ms[2] = {0, 0};
        for (int c = 0; c < 2; c++) {
            char path[1024];
            snprintf(path, sizeof path, "%s/%s.%s.spv", dir, benches[b].name, compilers[c]);
            Kernel k;
            memset(&k, 0, sizeof k);
            k.nbind = benches[b].nbind;
            for (int i = 0; i < k.nbind; i++)
                k.types[i] = i == 0 && benches[b].ubo ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                                                      : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
            Bench r = {0};
            if (!kernel_load(&k, path)) {
                bad++;
                continue;
            }
            benches[b].run(&k, runs, &r);
            kernel_free(&k);
            ms[c] = r.ms;
            bad += !r.ok;
            double eps = r.ms > 0 ? (double)N / (r.ms * 1e-3) : 0;
            printf("%-10s %-8s %10.3f %14.4g %6s", benches[b].name, compilers[c], r.ms, eps, r.ok ? "ok" : "WRONG");
            if (c == 1 && ms[0] > 0 && ms[1] > 0)
                printf(" %.2fx", ms[1] / ms[0]);
            printf("\n");
            fflush(stdout);
        }
    }
    buffer_free(&g.staging);
    vkDestroyQueryPool(g.dev, g.queries, NULL);
    vkDestroyFence(g.dev, g.fence, NULL);
    vkDestroyCommandPool(g.dev, g.pool, NULL);
    vkDestroyDevice(g.dev, NULL);
    vkDestroyInstance(g.inst, NULL);
    return bad ? 1 : 0;
}
