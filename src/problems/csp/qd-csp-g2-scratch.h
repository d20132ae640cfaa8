/* qd-csp-g2-scratch.h — scratch memory for the propagators of the g2
 * globals (regular, mdd, stretch, circuit, noOverlap, cumulative,
 * binPacking, knapsack; cardinality's checks): their data is the model's, shared by every solver
 * and read-only while solving, so what one run needs lives in a buffer of
 * the thread, grown when a larger run comes and kept: after the first runs
 * propagation allocates nothing.  Each file that includes this has its own
 * buffer; one run uses it at a time (propagate, check and violations do not
 * call one another). */
#pragma once

#include <glib.h>
#include <string.h>

static GPrivate qd_csp_g2_scratch_key = G_PRIVATE_INIT (g_free);

/* `bytes` of this thread's scratch, zeroed. */
static inline gpointer
qd_csp_g2_scratch (gsize bytes)
{
  gsize *block = g_private_get (&qd_csp_g2_scratch_key);

  if (block == NULL || block[0] < bytes)
    {
      gsize size = MAX (bytes, block != NULL ? 2 * block[0] : 4096);

      block = g_malloc (sizeof (gsize) * 2 + size);
      block[0] = size;
      g_private_replace (&qd_csp_g2_scratch_key, block);
    }
  return memset (block + 2, 0, bytes);
}
