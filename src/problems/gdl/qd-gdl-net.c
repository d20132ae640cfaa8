/* qd-gdl-net.c — the ground network's evaluation, by differences from the
 * state evaluated last.  A block of one head and no cycle (most of them)
 * keeps, for each of its rules, how many of its literals are false, and
 * for itself how many of its rules hold, counted as the atoms change: its
 * head is whether that count is positive.  A cyclic block runs again, to
 * its fixpoint, only when an atom it reads changed.  Nothing here
 * allocates after qd_gdl_net_prepare. */
#include "config.h"
#include "qd-gdl-private.h"

#include <string.h>

static void
eval_blocks (QdGdlNet *net, const QdGdlBlock *blocks, guint n_blocks)
{
  const guint32 *code = (const guint32 *) net->code->data;
  guint8 *values = net->values;

  for (guint b = 0; b < n_blocks; b++)
    {
      const QdGdlBlock *block = &blocks[b];
      gboolean changed;

      do
        {
          changed = FALSE;
          net->work += block->end - block->start;
          for (const guint32 *p = code + block->start, *end = code + block->end; p < end;)
            {
              guint32 head = p[0], n_pos = p[1] & 0xffff, n = n_pos + (p[1] >> 16), j;
              const guint32 *lits = p + 2;

              p = lits + n;
              if (values[head])
                continue;
              for (j = 0; j < n_pos && values[lits[j]]; j++)
                ;
              if (j < n_pos)
                continue;
              for (; j < n && !values[lits[j]]; j++)
                ;
              if (j < n)
                continue;
              values[head] = 1;
              changed = TRUE;
            }
        }
      while (changed && block->cyclic);
    }
}

/* Counts (pass 0) or fills (pass 1) the blocks reading each atom, each
 * block once however many of its rules read the atom; not the counted. */
static void
dependents_pass (QdGdlNet *net, guint pass, guint32 *fill)
{
  const guint32 *code = (const guint32 *) net->code->data;
  g_autofree guint32 *last = g_new0 (guint32, net->n_atoms + 1);   /* atom -> block + 1 */

  for (guint k = 0; k < net->blocks->len; k++)
    {
      const QdGdlBlock *block = &g_array_index (net->blocks, QdGdlBlock, k);

      for (const guint32 *p = code + block->start, *end = code + block->end; p < end && !block->counted;)
        {
          guint32 n = (p[1] & 0xffff) + (p[1] >> 16);

          for (guint j = 0; j < n; j++)
            {
              guint32 atom = p[2 + j];

              if (last[atom] == k + 1)
                continue;
              last[atom] = k + 1;
              if (pass == 0)
                net->dep_start[atom + 1]++;
              else
                net->deps[fill[atom]++] = k;
            }
          p += 2 + n;
        }
    }
}

static void
build_dependents (QdGdlNet *net)
{
  g_autofree guint32 *fill = NULL;

  net->dep_start = g_new0 (guint32, net->n_atoms + 1);
  dependents_pass (net, 0, NULL);
  for (guint a = 0; a < net->n_atoms; a++)
    net->dep_start[a + 1] += net->dep_start[a];
  net->deps = g_new (guint32, net->dep_start[net->n_atoms] + 1);
  fill = g_memdup2 (net->dep_start, (net->n_atoms + 1) * sizeof (guint32));
  dependents_pass (net, 1, fill);
  net->dirty = g_new0 (guint64, net->blocks->len / 64 + 1);
  net->saved = g_new0 (guint8, net->n_atoms + 1);
  net->last_does = g_new0 (guint32, QD_GDL_MAX_ROLES);
}

/* The next state from the next atoms' values, all of them. */
static void
next_bits_from_values (QdGdlNet *net)
{
  memset (net->next_bits, 0, net->words * sizeof (guint64));
  for (guint i = 0; i < net->n_next; i++)
    if (net->values[net->next_atom[i]])
      net->next_bits[net->next_fact[i] >> 6] |= G_GUINT64_CONSTANT (1) << (net->next_fact[i] & 63);
}

/* The legal atoms that hold from the atoms' values, all of them. */
static void
legal_bits_from_values (QdGdlNet *net)
{
  memset (net->legal_bits, 0, net->legal_words * sizeof (guint64));
  for (guint i = 0; i < net->legal->len; i++)
    if (net->values[g_array_index (net->legal, QdGdlLegal, i).atom])
      net->legal_bits[i >> 6] |= G_GUINT64_CONSTANT (1) << (i & 63);
}

static void
build_legal_bits (QdGdlNet *net)
{
  net->legal_of = g_new (guint32, net->n_atoms + 1);
  memset (net->legal_of, 0xff, (net->n_atoms + 1) * sizeof (guint32));
  for (guint i = 0; i < net->legal->len; i++)
    net->legal_of[g_array_index (net->legal, QdGdlLegal, i).atom] = i;
  net->legal_words = net->legal->len / 64 + 1;
  net->legal_bits = g_new0 (guint64, net->legal_words);
  legal_bits_from_values (net);
}

/* What the evaluation by differences keeps: the last state (none yet:
 * every (true F) is 0) and the next state. */
static void
build_differences (QdGdlNet *net)
{
  net->words = MAX (1, (net->n_facts + 63) / 64);
  net->last_state = g_new0 (guint64, net->words);
  net->next_bits = g_new0 (guint64, net->words);
  net->next_of = g_new (guint32, net->n_atoms + 1);
  memset (net->next_of, 0xff, (net->n_atoms + 1) * sizeof (guint32));
  for (guint i = 0; i < net->n_next; i++)
    net->next_of[net->next_atom[i]] = net->next_fact[i];
  next_bits_from_values (net);
}


/* Counts (pass 0) or fills (pass 1) each atom's literals in the counted
 * blocks' rules (rule << 1 | negated), numbering those rules. */
static void
counted_pass (QdGdlNet *net, guint pass, guint32 *fill)
{
  const guint32 *code = (const guint32 *) net->code->data;
  guint32 r = 0;

  for (guint k = 0; k < net->blocks->len; k++)
    {
      const QdGdlBlock *block = &g_array_index (net->blocks, QdGdlBlock, k);

      for (const guint32 *p = code + block->start, *end = code + block->end; p < end && block->counted; r++)
        {
          guint32 n_pos = p[1] & 0xffff, n = n_pos + (p[1] >> 16);

          for (guint j = 0; j < n; j++)
            {
              if (pass == 0)
                net->count_start[p[2 + j] + 1]++;
              else
                net->counted[fill[p[2 + j]]++] = r << 1 | (j >= n_pos);
            }
          if (pass == 1)
            net->rule_block[r] = k;
          p += 2 + n;
        }
    }
  net->n_counted_rules = r;
}

static void
build_counted (QdGdlNet *net)
{
  g_autofree guint32 *fill = NULL;

  for (guint k = 0; k < net->blocks->len; k++)
    {
      QdGdlBlock *block = &g_array_index (net->blocks, QdGdlBlock, k);

      block->counted = !block->cyclic && block->head_end == block->head_start + 1;
    }
  net->count_start = g_new0 (guint32, net->n_atoms + 1);
  counted_pass (net, 0, NULL);
  for (guint a = 0; a < net->n_atoms; a++)
    net->count_start[a + 1] += net->count_start[a];
  net->counted = g_new (guint32, net->count_start[net->n_atoms] + 1);
  net->rule_block = g_new (guint32, net->n_counted_rules + 1);
  fill = g_memdup2 (net->count_start, (net->n_atoms + 1) * sizeof (guint32));
  counted_pass (net, 1, fill);
  net->rule_false = g_new0 (guint32, net->n_counted_rules + 1);
  net->support = g_new0 (guint32, net->blocks->len + 1);
}

/* The counts from the atoms' values, all of them. */
static void
counts_from_values (QdGdlNet *net)
{
  const guint32 *code = (const guint32 *) net->code->data;
  guint32 r = 0;

  memset (net->support, 0, net->blocks->len * sizeof (guint32));
  for (guint k = 0; k < net->blocks->len; k++)
    {
      const QdGdlBlock *block = &g_array_index (net->blocks, QdGdlBlock, k);

      for (const guint32 *p = code + block->start, *end = code + block->end; p < end && block->counted; r++)
        {
          guint32 n_pos = p[1] & 0xffff, n = n_pos + (p[1] >> 16), false_lits = 0;

          for (guint j = 0; j < n; j++)
            false_lits += net->values[p[2 + j]] != (j < n_pos);
          net->rule_false[r] = false_lits;
          net->support[k] += false_lits == 0;
          p += 2 + n;
        }
    }
}

void
qd_gdl_net_prepare (QdGdlNet *net)
{
  build_counted (net);
  build_dependents (net);
  build_differences (net);
  build_legal_bits (net);
  counts_from_values (net);
}

void
qd_gdl_net_clear (QdGdlNet *net)
{
  g_free (net->fact_terms);
  g_free (net->true_atom);
  g_free (net->next_atom);
  g_free (net->next_fact);
  g_free (net->init_bits);
  g_free (net->does_atoms);
  g_free (net->values);
  g_free (net->heads);
  g_free (net->last_does);
  g_free (net->dep_start);
  g_free (net->deps);
  g_free (net->dirty);
  g_free (net->saved);
  g_free (net->last_state);
  g_free (net->next_bits);
  g_free (net->next_of);
  g_free (net->count_start);
  g_free (net->counted);
  g_free (net->rule_block);
  g_free (net->rule_false);
  g_free (net->support);
  g_free (net->legal_of);
  g_free (net->legal_bits);
  g_clear_pointer (&net->legal, g_array_unref);
  g_clear_pointer (&net->goals, g_array_unref);
  g_clear_pointer (&net->code, g_array_unref);
  g_clear_pointer (&net->blocks, g_array_unref);
  memset (net, 0, sizeof *net);
}

static inline void
mark_block (QdGdlNet *net, guint32 k)
{
  net->dirty[k >> 6] |= G_GUINT64_CONSTANT (1) << (k & 63);
}

/* After the atom's value changed: the blocks reading it marked, the
 * counted rules reading it counted (their block marked when its head may
 * change). */
static inline void
mark_dependents (QdGdlNet *net, guint32 atom)
{
  guint32 v = net->values[atom];

  net->work += 1 + net->dep_start[atom + 1] - net->dep_start[atom] + net->count_start[atom + 1]
               - net->count_start[atom];
  for (guint k = net->dep_start[atom]; k < net->dep_start[atom + 1]; k++)
    mark_block (net, net->deps[k]);
  for (guint k = net->count_start[atom]; k < net->count_start[atom + 1]; k++)
    {
      guint32 r = net->counted[k] >> 1, block = net->rule_block[r];

      if ((net->counted[k] & 1) != v)
        {
          if (--net->rule_false[r] == 0 && net->support[block]++ == 0)
            mark_block (net, block);
        }
      else if (net->rule_false[r]++ == 0 && --net->support[block] == 0)
        mark_block (net, block);
    }
}

/* A head's new value: its readers marked, the next state and the legal
 * atoms that hold kept. */
static inline void
head_changed (QdGdlNet *net, guint32 h)
{
  guint32 fact = net->next_of[h], legal = net->legal_of[h];

  mark_dependents (net, h);
  if (fact != QD_GDL_NONE)
    net->next_bits[fact >> 6] ^= G_GUINT64_CONSTANT (1) << (fact & 63);
  if (legal != QD_GDL_NONE)
    net->legal_bits[legal >> 6] ^= G_GUINT64_CONSTANT (1) << (legal & 63);
}

/* The block again: a counted block's head from its count, another's
 * heads from nothing; the heads that changed mark their readers (always
 * later blocks: the order is topological). */
static void
eval_block_again (QdGdlNet *net, guint k)
{
  const QdGdlBlock *block = &g_array_index (net->blocks, QdGdlBlock, k);
  guint8 *values = net->values;

  net->work++;
  if (block->counted)
    {
      guint32 h = net->heads[block->head_start];
      guint8 v = net->support[k] > 0;

      if (v != values[h])
        values[h] = v, head_changed (net, h);
    }
  else
    {
      for (guint i = block->head_start; i < block->head_end; i++)
        {
          guint32 h = net->heads[i];

          net->saved[h] = values[h];
          values[h] = 0;
        }
      eval_blocks (net, block, 1);
      for (guint i = block->head_start; i < block->head_end; i++)
        if (values[net->heads[i]] != net->saved[net->heads[i]])
          head_changed (net, net->heads[i]);
    }
  /* after: a cyclic block's heads read by itself marked it again */
  net->dirty[k >> 6] &= ~(G_GUINT64_CONSTANT (1) << (k & 63));
}

/* Evaluates the dirty blocks from..to - 1, in order. */
static void
eval_dirty (QdGdlNet *net, guint from, guint to)
{
  for (guint w = from >> 6; from < to && w <= (to - 1) >> 6; w++)
    for (;;)
      {
        guint64 bits = net->dirty[w];

        if (w == from >> 6)
          bits &= ~G_GUINT64_CONSTANT (0) << (from & 63);
        if (w == (to - 1) >> 6 && (to & 63) != 0)
          bits &= (G_GUINT64_CONSTANT (1) << (to & 63)) - 1;
        if (bits == 0)
          break;
        eval_block_again (net, w * 64 + __builtin_ctzll (bits));
      }
}

/* Every block of the layer from nothing. */
static void
eval_layer (QdGdlNet *net, guint from, guint to)
{
  const QdGdlBlock *blocks = (const QdGdlBlock *) net->blocks->data;
  guint heads_from = from == 0 ? 0 : net->n_state_heads;
  guint heads_to = from == 0 ? net->n_state_heads : net->n_heads;

  for (guint i = heads_from; i < heads_to; i++)
    net->values[net->heads[i]] = 0;
  /* A game without rules has no blocks (and a NULL array): nothing to run. */
  if (to > from)
    eval_blocks (net, blocks + from, to - from);
  for (guint k = from; k < to; k++)
    net->dirty[k >> 6] &= ~(G_GUINT64_CONSTANT (1) << (k & 63));
  next_bits_from_values (net);
  legal_bits_from_values (net);
  counts_from_values (net);
}

void
qd_gdl_net_eval_state (QdGdlNet *net, const guint64 *state)
{
  guint8 *values = net->values;

  /* the facts that changed since the last state: its bits that differ */
  for (guint w = 0; w < net->words; w++)
    {
      guint64 bits = state[w] ^ net->last_state[w];

      if (w == net->words - 1 && (net->n_facts & 63) != 0)
        bits &= (G_GUINT64_CONSTANT (1) << (net->n_facts & 63)) - 1;
      net->last_state[w] ^= bits;
      for (; bits != 0; bits &= bits - 1)
        {
          guint32 atom = net->true_atom[w * 64 + __builtin_ctzll (bits)];

          values[atom] ^= 1;
          mark_dependents (net, atom);
        }
    }
  if (net->state_primed)
    eval_dirty (net, 0, net->n_state_blocks);
  else
    {
      eval_layer (net, 0, net->n_state_blocks);
      net->state_primed = TRUE;
      net->move_primed = FALSE;
    }
}

void
qd_gdl_net_eval_next (QdGdlNet *net, const guint32 *does, guint n_does, guint64 *next)
{
  guint8 *values = net->values;

  for (guint i = 0; i < net->n_last_does; i++)
    {
      values[net->last_does[i]] = 0;
      mark_dependents (net, net->last_does[i]);
    }
  net->n_last_does = 0;
  for (guint i = 0; i < n_does && i < QD_GDL_MAX_ROLES; i++)
    if (does[i] != QD_GDL_NONE)
      {
        values[does[i]] = 1;
        mark_dependents (net, does[i]);
        net->last_does[net->n_last_does++] = does[i];
      }
  if (net->move_primed)
    eval_dirty (net, net->n_state_blocks, net->blocks->len);
  else
    {
      eval_layer (net, net->n_state_blocks, net->blocks->len);
      net->move_primed = TRUE;
    }
  memcpy (next, net->next_bits, net->words * sizeof (guint64));
}
