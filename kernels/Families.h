// Each kernel family adds its registry entries (one .cpp per family).
#pragma once

#include "Registry.h"

namespace fly::kernels {
void addElementwise(std::vector<Entry> &entries);
void addReduce(std::vector<Entry> &entries);
void addSoftmax(std::vector<Entry> &entries);
void addNorms(std::vector<Entry> &entries);
void addTiledCopy(std::vector<Entry> &entries);
void addGemm(std::vector<Entry> &entries);
void addPreshuffleGemm(std::vector<Entry> &entries);
void addMoeGating(std::vector<Entry> &entries);
void addMoeSorting(std::vector<Entry> &entries);
void addMoeReduce(std::vector<Entry> &entries);
void addMoeGemm(std::vector<Entry> &entries);
void addRopeCache(std::vector<Entry> &entries);
void addFlashAttention(std::vector<Entry> &entries);
void addPagedAttention(std::vector<Entry> &entries);
void addPagedAttentionReduce(std::vector<Entry> &entries);
void addGatherScatter(std::vector<Entry> &entries);
void addPreshuffleWeight(std::vector<Entry> &entries);
} // namespace fly::kernels
