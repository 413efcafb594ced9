// Structured and unstructured control flow as LLVM blocks: scf.for, scf.if, scf.while, and the
// cf.br / cf.cond_br blocks of a multi-block function body.
#include "Emitter.h"

namespace fly::codegen::detail {

namespace {
// The phis of a loop header for the values a loop carries, each
// entered from `preheader` with its initial value; closeLoop adds the back edge.
std::vector<llvm::PHINode*> headerPhis(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& inits,
                                       llvm::BasicBlock* preheader, const char* name) {
  std::vector<llvm::PHINode*> phis;
  for (llvm::Value* init : inits) {
    llvm::PHINode* phi = b.CreatePHI(init->getType(), 2, name);
    phi->addIncoming(init, preheader);
    phis.push_back(phi);
  }
  return phis;
}

void closeLoop(const std::vector<llvm::PHINode*>& phis, const std::vector<llvm::Value*>& next, llvm::BasicBlock* latch) {
  for (size_t i = 0; i < phis.size(); ++i) phis[i]->addIncoming(next[i], latch);
}
} // namespace

llvm::Error Emitter::emitCfgBlocks(ir::Region& body) {
  blocks_.clear();
  ir::Block* entry = body.front();
  llvm::BasicBlock* entryBB = b_.GetInsertBlock();
  blocks_[entry] = entryBB;
  // Reverse post-order from the entry (iterative DFS).
  std::vector<ir::Block*> postOrder;
  std::unordered_map<ir::Block*, bool> seen{{entry, true}};
  std::vector<std::pair<ir::Block*, unsigned>> stack{{entry, 0}};
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    ir::Operation* term = b->back();
    if (term && next < term->numSuccessors()) {
      ir::Block* s = term->successor(next++);
      if (!seen[s]) {
        seen[s] = true;
        stack.push_back({s, 0});
      }
      continue;
    }
    postOrder.push_back(b);
    stack.pop_back();
  }
  std::vector<ir::Block*> order(postOrder.rbegin(), postOrder.rend());
  for (ir::Block* b : order) {
    if (b == entry) continue;
    auto* bb = llvm::BasicBlock::Create(context_, "bb", current_);
    blocks_[b] = bb;
    llvm::IRBuilder<> phis(bb);
    for (ir::BlockArgument* a : b->arguments()) {
      auto t = type(a->type(), b->parentOp());
      if (!t) return t.takeError();
      set(a, phis.CreatePHI(*t, 2));
    }
  }
  for (ir::Block* b : order) {
    b_.SetInsertPoint(blocks_.at(b));
    if (llvm::Error e = emitBlock(b)) return e;
  }
  return llvm::Error::success();
}

llvm::Error Emitter::emitBranch(ir::Operation* op) {
  llvm::BasicBlock* from = b_.GetInsertBlock();
  std::vector<llvm::BasicBlock*> targets;
  for (unsigned s = 0; s < op->numSuccessors(); ++s) {
    ir::Block* dest = op->successor(s);
    auto it = blocks_.find(dest);
    if (it == blocks_.end()) return error(op, "branch to a block outside the function body");
    llvm::BasicBlock* target = it->second;
    // Both edges of a cond_br to one block: the second goes through its own block, so that each
    // edge gives the phis its own values.
    if (s == 1 && dest == op->successor(0)) {
      llvm::BasicBlock* edge = llvm::BasicBlock::Create(context_, "edge", current_);
      llvm::IRBuilder<>(edge).CreateBr(target);
      auto [b, e] = op->successorOperandRange(s);
      for (unsigned i = b; i < e; ++i)
        llvm::cast<llvm::PHINode>(get(dest->argument(i - b)))->addIncoming(get(op->operand(i)), edge);
      targets.push_back(edge);
      continue;
    }
    auto [b, e] = op->successorOperandRange(s);
    for (unsigned i = b; i < e; ++i)
      llvm::cast<llvm::PHINode>(get(dest->argument(i - b)))->addIncoming(get(op->operand(i)), from);
    targets.push_back(target);
  }
  if (op->is(OpCode::CfCondBr)) b_.CreateCondBr(get(op->operand(0)), targets[0], targets[1]);
  else b_.CreateBr(targets[0]);
  return llvm::Error::success();
}

llvm::Error Emitter::emitBlock(ir::Block* block) {
  for (ir::Operation* op : *block)
    if (llvm::Error e = emitOp(op)) return e;
  return llvm::Error::success();
}

llvm::Expected<std::vector<llvm::Value*>> Emitter::emitRegionBody(ir::Block* block) {
  std::vector<llvm::Value*> yielded;
  for (ir::Operation* op : *block) {
    if (op->is(OpCode::ScfYield) || op->is(OpCode::ScfCondition)) { // scf.condition: the i1 first
      for (unsigned i = 0; i < op->numOperands(); ++i) yielded.push_back(get(op->operand(i)));
      break;
    }
    if (llvm::Error e = emitOp(op)) return e;
  }
  return yielded;
}

llvm::Error Emitter::emitFor(ir::Operation* op) {
  llvm::Value* lower = get(op->operand(0));
  llvm::Value* upper = get(op->operand(1));
  llvm::Value* step = get(op->operand(2));
  ir::Block* body = op->region(0).front();

  llvm::BasicBlock* preheader = b_.GetInsertBlock();
  auto* header = llvm::BasicBlock::Create(context_, "for.header", current_);
  auto* bodyBlock = llvm::BasicBlock::Create(context_, "for.body", current_);
  auto* exit = llvm::BasicBlock::Create(context_, "for.exit", current_);
  b_.CreateBr(header);

  b_.SetInsertPoint(header);
  llvm::PHINode* iv = b_.CreatePHI(lower->getType(), 2, "iv");
  iv->addIncoming(lower, preheader);
  std::vector<llvm::Value*> inits;
  for (unsigned i = 3; i < op->numOperands(); ++i) inits.push_back(get(op->operand(i)));
  std::vector<llvm::PHINode*> carried = headerPhis(b_, inits, preheader, "carried");
  // scf.for compares signed, like MLIR's lowering.
  b_.CreateCondBr(b_.CreateICmpSLT(iv, upper), bodyBlock, exit);

  b_.SetInsertPoint(bodyBlock);
  set(body->argument(0), iv);
  for (unsigned i = 0; i < carried.size(); ++i) set(body->argument(i + 1), carried[i]);
  auto yielded = emitRegionBody(body);
  if (!yielded) return yielded.takeError();
  if (yielded->size() != carried.size()) return error(op, "scf.yield count differs from iter_args");
  llvm::Value* next = b_.CreateAdd(iv, step, "iv.next");
  llvm::BasicBlock* latch = b_.GetInsertBlock();
  iv->addIncoming(next, latch);
  closeLoop(carried, *yielded, latch);
  b_.CreateBr(header);

  b_.SetInsertPoint(exit);
  for (unsigned i = 0; i < carried.size(); ++i) set(op->result(i), carried[i]);
  return llvm::Error::success();
}

// scf.while: a header runs the before region and branches on its scf.condition to the after
// region (whose arguments are the forwarded values) or out (the forwarded values are the results);
// the after region's scf.yield feeds the header's phis.
llvm::Error Emitter::emitWhile(ir::Operation* op) {
  ir::Block* before = op->region(0).front();
  ir::Block* after = op->region(1).front();
  llvm::BasicBlock* preheader = b_.GetInsertBlock();
  auto* header = llvm::BasicBlock::Create(context_, "while.before", current_);
  auto* bodyBlock = llvm::BasicBlock::Create(context_, "while.after", current_);
  auto* exit = llvm::BasicBlock::Create(context_, "while.exit", current_);
  b_.CreateBr(header);

  b_.SetInsertPoint(header);
  std::vector<llvm::Value*> inits;
  for (unsigned i = 0; i < op->numOperands(); ++i) inits.push_back(get(op->operand(i)));
  std::vector<llvm::PHINode*> carried = headerPhis(b_, inits, preheader, "while.arg");
  for (unsigned i = 0; i < carried.size(); ++i) set(before->argument(i), carried[i]);
  auto condition = emitRegionBody(before);
  if (!condition) return condition.takeError();
  if (condition->size() != op->numResults() + 1) return error(op, "scf.condition count differs from the results");
  b_.CreateCondBr((*condition)[0], bodyBlock, exit);

  b_.SetInsertPoint(bodyBlock);
  for (unsigned i = 0; i < op->numResults(); ++i) set(after->argument(i), (*condition)[i + 1]);
  auto yielded = emitRegionBody(after);
  if (!yielded) return yielded.takeError();
  if (yielded->size() != carried.size()) return error(op, "scf.yield count differs from the initial values");
  llvm::BasicBlock* latch = b_.GetInsertBlock();
  closeLoop(carried, *yielded, latch);
  b_.CreateBr(header);

  b_.SetInsertPoint(exit);
  for (unsigned i = 0; i < op->numResults(); ++i) set(op->result(i), (*condition)[i + 1]);
  return llvm::Error::success();
}

llvm::Error Emitter::emitIf(ir::Operation* op) {
  llvm::Value* condition = get(op->operand(0));
  ir::Block* thenBlock = op->region(0).front();
  ir::Block* elseBlock = op->numRegions() > 1 ? op->region(1).front() : nullptr;
  auto* thenBB = llvm::BasicBlock::Create(context_, "if.then", current_);
  auto* elseBB = elseBlock ? llvm::BasicBlock::Create(context_, "if.else", current_) : nullptr;
  auto* merge = llvm::BasicBlock::Create(context_, "if.end", current_);
  b_.CreateCondBr(condition, thenBB, elseBB ? elseBB : merge);
  llvm::BasicBlock* from = b_.GetInsertBlock();

  b_.SetInsertPoint(thenBB);
  auto thenValues = emitRegionBody(thenBlock);
  if (!thenValues) return thenValues.takeError();
  llvm::BasicBlock* thenEnd = b_.GetInsertBlock();
  b_.CreateBr(merge);

  std::vector<llvm::Value*> elseValues;
  llvm::BasicBlock* elseEnd = from;
  if (elseBB) {
    b_.SetInsertPoint(elseBB);
    auto values = emitRegionBody(elseBlock);
    if (!values) return values.takeError();
    elseValues = std::move(*values);
    elseEnd = b_.GetInsertBlock();
    b_.CreateBr(merge);
  }
  b_.SetInsertPoint(merge);
  if (op->numResults() > 0) {
    if (!elseBB) return error(op, "scf.if with results needs an else region");
    if (thenValues->size() != op->numResults() || elseValues.size() != op->numResults())
      return error(op, "scf.yield count differs from the scf.if's results");
    for (unsigned i = 0; i < op->numResults(); ++i) {
      llvm::PHINode* phi = b_.CreatePHI((*thenValues)[i]->getType(), 2);
      phi->addIncoming((*thenValues)[i], thenEnd);
      phi->addIncoming(elseValues[i], elseEnd);
      set(op->result(i), phi);
    }
  }
  return llvm::Error::success();
}

} // namespace fly::codegen::detail
