// A small pool of helper threads for running work-groups in parallel (Device::launch). Threads
// are created on first use and live as long as the Device.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace fly::emu {

class ThreadPool {
public:
  ThreadPool() = default;
  ThreadPool(const ThreadPool &) = delete;
  ThreadPool &operator=(const ThreadPool &) = delete;
  ~ThreadPool() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    for (std::thread &t : threads_) t.join();
  }

  /// Runs fn(0), ..., fn(n-1) at once, fn(0) on the calling thread; returns when all are done.
  void run(unsigned n, const std::function<void(unsigned)> &fn) {
    if (n == 0) return;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      while (threads_.size() + 1 < n) {
        unsigned index = unsigned(threads_.size()) + 1;
        threads_.emplace_back([this, index] { helper(index); });
      }
      job_ = &fn;
      jobSize_ = n;
      pending_ = n - 1;
      ++generation_;
    }
    wake_.notify_all();
    fn(0);
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [&] { return pending_ == 0; });
    job_ = nullptr;
  }

private:
  void helper(unsigned index) {
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
      if (index >= jobSize_) continue;
      const std::function<void(unsigned)> *job = job_;
      lock.unlock();
      (*job)(index);
      lock.lock();
      if (--pending_ == 0) done_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_, done_;
  std::vector<std::thread> threads_;
  const std::function<void(unsigned)> *job_ = nullptr;
  unsigned jobSize_ = 0, pending_ = 0;
  uint64_t generation_ = 0;
  bool stop_ = false;
};

} // namespace fly::emu
